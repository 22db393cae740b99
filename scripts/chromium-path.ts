import { existsSync } from 'node:fs';

/** Debian's Chromium when present (this project's machines), otherwise Playwright's own download. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** The switches this project runs Chromium with, in tests and in the benchmark (no sandbox as root, nothing online). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The features Playwright 1.65 switches off in Chromium. Chromium reads only the last --disable-features it is given,
 * so a list of our own must repeat these (tests/unit/chromium-path.test.ts checks that it still does after an upgrade).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium (156) builds a whole browser window for every new context, that is for every test, with the
 * address bar's two drop-down menus loaded as web pages in a renderer process of their own, although nothing ever
 * opens them: about 1.4 s of CPU per test here, taken from the pages under test. Nothing a page does depends on them.
 */
export const unusedWindowFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The switches the end-to-end tests launch Chromium with (the benchmark's launcher has its own defaults). */
export const playwrightChromiumArgs = [...chromiumArgs, `--disable-features=${[...playwrightDisabledFeatures, ...unusedWindowFeatures].join(',')}`];

/**
 * The environment Chromium starts with: the runner's, without libfaketime (scripts/e2e-dates.sh runs the servers and
 * the runner under it; Chromium hangs in its zygote there, and takes the runner's clock from tests/e2e/test.ts).
 */
export function chromiumEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) env[name] = value;
  }
  return env;
}
