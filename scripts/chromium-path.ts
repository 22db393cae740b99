import { existsSync } from 'node:fs';

/** Debian's Chromium when present (this project's machines), otherwise Playwright's own download. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
