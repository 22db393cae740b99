import { type BrowserContext, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Puts a browser context on the runner's clock. Under scripts/e2e-dates.sh the runner and the servers run at a chosen
 * date (libfaketime) and Chromium cannot (it hangs in its zygote there): its pages get that date from Playwright's
 * clock, which then runs on in real time. Elsewhere both clocks are the machine's and nothing is installed.
 */
export async function onRunnerClock(context: BrowserContext): Promise<BrowserContext> {
  if (process.env.E2E_FAKE_TIME) await context.clock.install({ time: Date.now() });
  return context;
}

/** Playwright's test, with the `context` of every test on the runner's clock. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await provide(await onRunnerClock(context));
  },
});
