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
      // Next's data for hydration is not in the document but in a file of its own, fetched the same way.
      expect(html).not.toMatch(/<script>\(?self\.__next_f/);
      expect(html).toMatch(/"\/_next\/static\/flight\/[0-9a-f]{32}\.json"/);

      await openPage(page, url);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const stylesheet = resources.find((entry) => /\/_next\/static\/chunks\/[^/]+\.css$/.test(entry.name));
        const chunks = resources.filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name));
        const data = resources.filter((entry) => /\/_next\/static\/flight\/[0-9a-f]{32}\.json$/.test(entry.name));
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          paintAt: paint?.startTime ?? NaN,
          stylesheetEnd: stylesheet?.responseEnd ?? NaN,
          firstChunkStart: Math.min(...chunks.map((entry) => entry.startTime)),
          chunks: chunks.length,
          dataFiles: data.length,
          dataStart: data[0]?.startTime ?? NaN,
          dataEnd: data[0]?.responseEnd ?? NaN,
          painted: paint !== undefined,
        };
      });
      expect(timing.painted).toBe(true);
      expect(timing.chunks).toBeGreaterThan(3);
      // The first frame cannot be painted before the stylesheet is in; the loader waits for that frame.
      expect(timing.firstChunkStart).toBeGreaterThan(timing.stylesheetEnd);
      expect(timing.firstChunkStart).toBeGreaterThan(timing.paintAt);
      // The data first, after the paint; the chunks once it has arrived.
      expect(timing.dataFiles).toBe(1);
      expect(timing.dataStart).toBeGreaterThan(timing.paintAt);
      expect(timing.firstChunkStart).toBeGreaterThanOrEqual(timing.dataEnd);
    });
  }

  test('a page whose data file cannot be had stays the page it is without JavaScript: no chunk, no error, links work', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.route(/\/_next\/static\/flight\//, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/en/arquitectura');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Longer than the loader's fallback: nothing more comes.
    await page.waitForTimeout(3500);
    expect(chunks).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
    await page.locator('a[href="/en/servicios"]:visible').first().click();
    await expect(page).toHaveURL(/\/en\/servicios$/);
  });
});

// lib/fonts.ts: the brand fonts are asked for once the page has painted in their metric-matched fallbacks; without
// JavaScript the style sheet declares them itself.
const FONT_FILE = /^\/fonts\/(fraunces|inter)-latin-wght-[\d-]+\.woff2$/;

test.describe('the brand fonts after the first paint', () => {
  for (const url of ['/es', '/en/arquitectura', '/it/consulenza-gratuita']) {
    test(`${url}: both fonts are fetched after the first contentful paint, and the page is set in them`, async ({ page }) => {
      await openPage(page, url);
      await page.waitForFunction(() => [...document.fonts].filter((face) => face.family.includes('Lumen') && face.status === 'loaded').length === 2);
      const fonts = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const files = resources.filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname));
        const loaded: string[] = [];
        document.fonts.forEach((face) => {
          const family = face.family.replace(/"/g, '');
          if (face.status === 'loaded' && family.startsWith('Lumen ')) loaded.push(`${family} ${face.weight}`);
        });
        return {
          paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          files: files.map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
          loaded: loaded.sort(),
          heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
          text: getComputedStyle(document.body).fontFamily,
          headingSet: document.fonts.check(`300 40px "Lumen Fraunces"`),
          textSet: document.fonts.check(`400 16px "Lumen Inter"`),
        };
      });
      expect(fonts.files.map((file) => file.name)).toEqual([expect.stringMatching(FONT_FILE), expect.stringMatching(FONT_FILE)]);
      for (const file of fonts.files) expect(file.startTime).toBeGreaterThan(fonts.paintAt);
      expect(fonts.loaded).toEqual(['Lumen Fraunces 300 600', 'Lumen Inter 400 700']);
      expect(fonts.heading).toMatch(/^"Lumen Fraunces", "Fraunces Metric Fallback"/);
      expect(fonts.text).toMatch(/^"Lumen Inter", "Inter Metric Fallback"/);
      expect(fonts.headingSet && fonts.textSet).toBe(true);
    });
  }

  test('without JavaScript the style sheet itself asks for both fonts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (FONT_FILE.test(pathname)) fetched.add(pathname.replace(/-latin.*/, ''));
    });
    await page.goto('/es/turismo', { waitUntil: 'load' });
    await expect.poll(() => [...fetched].sort()).toEqual(['/fonts/fraunces', '/fonts/inter']);
    await context.close();
  });
});

test.describe('the brand fonts never move what is on screen', () => {
  // At 412 px the English advertising page's heading takes one line less in Fraunces than in its fallback, and the
  // Italian booking page's one line more: swapped in on screen, each pushed the page by a line (CLS 0.026).
  for (const url of ['/en/publicidad', '/it/consulenza-gratuita']) {
    test(`${url} on a 412 px phone: no layout shift; the fonts come in once the heading is scrolled away`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await openPage(page, url);
      const lumenLoaded = () =>
        page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Lumen') && face.status === 'loaded').length);
      // Both files have arrived and been tried; the faces were not kept, as they would have moved the text.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/fonts/')).length)).toBe(2);
      await page.waitForTimeout(500);
      expect(await lumenLoaded()).toBe(0);
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 100);
          }),
      );
      expect(shifts).toBe(0);
      await page.mouse.wheel(0, 1600);
      await expect.poll(lumenLoaded).toBe(2);
      await context.close();
    });
  }
});
