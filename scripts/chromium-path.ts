import { existsSync } from 'node:fs';

/** Debian's Chromium when present, otherwise Playwright's own download. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** No sandbox, since it runs as root, and nothing online, so runs are repeatable. */
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
 * Chromium reads only the last --disable-features, so ours must repeat Playwright's; tests/unit/chromium-path.test.ts
 * checks it still matches after an upgrade.
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
 * Headless Chromium loads the address bar's menus as web pages for every context though nothing opens them, taking
 * CPU from the pages under test. Nothing a page does depends on them.
 */
export const unusedWindowFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const playwrightChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedWindowFeatures].join(',')}`,
];

/** Without libfaketime, under which Chromium hangs in its zygote; it gets the runner's clock from the tests. */
export function chromiumEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) env[name] = value;
  }
  return env;
}
