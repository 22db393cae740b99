import { expect, test } from '@playwright/test';
import { openPage } from './ready';

// scripts/boot-after-paint.cjs: a prerendered page's scripts are fetched once its first frame is painted, so they do
// not share a slow link with the stylesheet and the heading font that frame waits for.
const pages = ['/es', '/en/arquitectura', '/it/consulenza-gratuita', '/es/legal-notice'];

test.describe("Next's scripts after the first paint", () => {
  for (const url of pages) {
    test(`${url}: no chunk is fetched before the stylesheet has arrived, and the page still hydrates`, async ({ page, request }) => {
      const html = await (await request.get(url)).text();
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
      expect(html).toContain('getEntriesByName("first-contentful-paint")');

      await openPage(page, url);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const stylesheet = resources.find((entry) => /\/_next\/static\/chunks\/[^/]+\.css$/.test(entry.name));
        const chunks = resources.filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name));
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          paintAt: paint?.startTime ?? NaN,
          stylesheetEnd: stylesheet?.responseEnd ?? NaN,
          firstChunkStart: Math.min(...chunks.map((entry) => entry.startTime)),
          chunks: chunks.length,
          painted: paint !== undefined,
        };
      });
      expect(timing.painted).toBe(true);
      expect(timing.chunks).toBeGreaterThan(3);
      // The first frame cannot be painted before the stylesheet is in; the loader waits for that frame.
      expect(timing.firstChunkStart).toBeGreaterThan(timing.stylesheetEnd);
      expect(timing.firstChunkStart).toBeGreaterThan(timing.paintAt);
    });
  }
});
