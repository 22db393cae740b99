import { chromium, type Page } from 'playwright';
import { chromiumExecutable, playwrightChromiumArgs } from './chromium-path';

/** Playwright's Chromium with the project's browser and switches, as the e2e tests run it. */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumExecutable(), args: playwrightChromiumArgs });

/** tsx names the functions it compiles with a helper (__name) that a page lacks: functions passed to it need one. */
export const defineTsxNameHelper = (page: Page) =>
  page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
