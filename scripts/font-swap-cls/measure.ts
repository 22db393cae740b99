import type { Browser, Page } from 'playwright';
import { defineTsxNameHelper } from '../playwright-browser';
import { observeShifts, sessionWindowCls, type Shift } from './layout-shifts';
import { platformFonts } from './platform-fonts';
import { rewrapped, textBlocks, type Block } from './text-blocks';
import type { Viewport } from './viewports';

export type Measure = {
  cls: number;
  sum: number;
  shifts: Shift[];
  rewrapped: number;
  rewrappedPx: number;
  fonts: string[];
};

/** Adds `css` to the page before it parses, to try fallback faces without a build. */
async function injectStyle(page: Page, css: string): Promise<void> {
  await page.addInitScript((sheet: string) => {
    const style = document.createElement('style');
    style.textContent = sheet;
    if (document.documentElement) document.documentElement.append(style);
    else {
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        document.documentElement.append(style);
        observer.disconnect();
      }).observe(document, { childList: true });
    }
  }, css);
}

/**
 * One load of `url` in a fresh context, its .woff2 responses held back for `delay` ms, then what the swap moved. With
 * `inject`, only shifts after the fonts were let through count, as the injected sheet may move the page before.
 */
export async function measure(
  browser: Browser,
  url: string,
  viewport: Viewport,
  delay: number,
  wantFonts: boolean,
  inject?: string,
): Promise<Measure> {
  const { width, height, ...device } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, ...device });
  const page = await context.newPage();
  await defineTsxNameHelper(page);
  await page.addInitScript(observeShifts);
  if (inject) await injectStyle(page, inject);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  await page.route('**/*.woff2*', (route) => {
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  });
  if (delay === 0) release();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  let before: Block[] = [];
  let fonts: string[] = [];
  let releasedAt = 0;
  if (delay > 0) {
    await page.waitForTimeout(delay);
    before = await textBlocks(page);
    if (wantFonts) fonts = await platformFonts(page);
    releasedAt = await page.evaluate(() => performance.now());
    release();
  }
  await Promise.all(held);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(1000);
  const after = await textBlocks(page);
  const all = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const shifts = inject ? all.filter((shift) => shift.startTime >= releasedAt) : all;
  await context.close();
  const moved = rewrapped(before, after);
  return {
    cls: sessionWindowCls(shifts),
    sum: shifts.reduce((total, shift) => total + (shift.hadRecentInput ? 0 : shift.value), 0),
    shifts,
    rewrapped: moved.blocks,
    rewrappedPx: moved.px,
    fonts,
  };
}
