import { expect, test, type Page } from '@playwright/test';
import { openPage } from './ready';

// lib/fonts/first-visit.ts: on a first visit the brand fonts are requested once the page has painted, in the
// metric-matched fallback faces, so the first paint waits only for the document and the one style sheet; a returning
// visitor gets them in the first paint; without JavaScript they load as they always did.
const pages = ['/es', '/en/arquitectura', '/it/servicios'];
const FONT = /\/_next\/static\/media\/[^/]+\.woff2$/;

/** When the page's web fonts were requested, against its first contentful paint, once both fonts are in use. */
async function fontTiming(page: Page) {
  await expect.poll(() => page.evaluate(() => document.fonts.check('300 16px Fraunces') && document.fonts.check('400 16px Inter'))).toBe(true);
  return page.evaluate(() => {
    const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.woff2$/.test(entry.name));
    const heading = document.querySelector('h1');
    return {
      paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      fontStarts: fonts.map((entry) => entry.startTime),
      waiting: document.documentElement.hasAttribute('data-font-wait'),
      heading: heading ? getComputedStyle(heading).fontFamily : '',
      body: getComputedStyle(document.body).fontFamily,
    };
  });
}

test.describe('the brand fonts on a first visit', () => {
  for (const url of pages) {
    test(`${url}: one style sheet and no font preload; the fonts come after the first paint, then again before it`, async ({ page, request }) => {
      const html = await (await request.get(url)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<link rel="stylesheet"/g)).toHaveLength(1);
      expect(head).not.toMatch(/as="font"/);
      expect(head).toContain('data-font-wait');

      await openPage(page, url);
      const first = await fontTiming(page);
      expect(first.fontStarts).toHaveLength(2);
      for (const start of first.fontStarts) expect(start).toBeGreaterThan(first.paintAt);
      expect(first.waiting).toBe(false);
      expect(first.heading).toMatch(/^Fraunces, "Fraunces Metric Fallback"/);
      expect(first.body).toMatch(/^Inter, "Inter Metric Fallback"/);

      // The page stored its language: the next page load is a returning visitor's, fonts requested before the paint.
      await openPage(page, url);
      const returning = await fontTiming(page);
      expect(returning.fontStarts).toHaveLength(2);
      for (const start of returning.fontStarts) expect(start).toBeLessThan(returning.paintAt);
      expect(returning.waiting).toBe(false);
    });
  }

  for (const width of [412, 1280]) {
    test(`/es at ${width} px: the late swap to the brand fonts moves nothing on the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openPage(page, '/es');
      const timing = await fontTiming(page);
      for (const start of timing.fontStarts) expect(start).toBeGreaterThan(timing.paintAt);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(shift).toBeLessThan(0.01);
    });
  }
});

test.describe('the brand fonts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/es: the page is never held in the fallback faces and both fonts load', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (FONT.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto('/es');
    await expect.poll(() => requested.length).toBe(2);
    expect(await page.locator('html').getAttribute('data-font-wait')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.fonts.check('300 16px Fraunces'))).toBe(true);
  });
});
