#!/usr/bin/env bash
# The date-sensitive end-to-end tests (tagged @dates, playwright.dates.config.ts) at the dates where a calendar is most
# likely to be wrong. The servers, their jobs and the test runner run under Debian's libfaketime, its clock starting at each date
# and running on; the browser takes the runner's clock (tests/e2e/test.ts). Needs a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's faketime for the tests at other dates…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  else
    echo "faketime is missing: install Debian's faketime package (libfaketime)" >&2
    exit 1
  fi
fi

# UTC instants, each at a Madrid hour that matters on its day.
dates=(
  "2026-12-23 08:30:00" # Christmas week, 09:30 CET: the holidays of 25 December, 1 and 6 January in the windows
  "2026-12-31 16:40:00" # the year's last working day at 17:40 CET: its last slot has begun
  "2027-03-26 14:10:00" # the Friday before the spring change, 15:10 CET
  "2027-10-31 00:30:00" # the autumn change, 02:30 CEST, half an hour before the clocks go back
  "2028-02-29 10:05:00" # a 29 February, 11:05 CET
)
if [ $# -gt 0 ]; then dates=("$@"); fi

failed=()
for at in "${dates[@]}"; do
  printf '\n\033[1m== the calendar specs at %s UTC ==\033[0m\n' "$at"
  # Real monotonic clocks keep Node's and Playwright's timers true; only the calendar moves.
  if ! TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 E2E_FAKE_TIME="$at" faketime -f "@$at" \
    npx playwright test --config playwright.dates.config.ts; then
    failed+=("$at")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  printf 'The calendar specs failed at: %s\n' "${failed[*]}" >&2
  exit 1
fi
