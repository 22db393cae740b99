#!/usr/bin/env bash
# Makes sure a Chromium exists for the end-to-end tests: Debian's package when we are root with apt (this project's
# machines cannot download browser builds), otherwise Playwright's own download.
set -euo pipefail
for candidate in "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  npx playwright install chromium
fi
