import { expect, test } from '@playwright/test';
import { openPage } from './ready';
import { DEFAULT_BIND_ORIGIN, LOOPBACK_ORIGIN } from './servers';

const pages = ['/es', '/en/arquitectura', '/it/consulenza-gratuita', '/es/legal-notice'];

test.describe('pages as Next serves them', () => {
  for (const url of pages) {
    test(`${url}: compressed and tagged by Next on both servers, revalidated with a 304, and hydrated`, async ({
      page,
      request,
    }) => {
      // Plain `next start`, and `npm start` (server.mjs).
      for (const origin of [LOOPBACK_ORIGIN, DEFAULT_BIND_ORIGIN]) {
        const first = await request.get(`${origin}${url}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(first.status()).toBe(200);
        expect(first.headers()['content-encoding']).toBe('gzip');
        const etag = first.headers().etag;
        expect(etag).toBeTruthy();
        const again = await request.get(`${origin}${url}`, {
          headers: { 'accept-encoding': 'gzip', 'if-none-match': etag ?? '' },
        });
        expect(again.status()).toBe(304);
      }

      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await openPage(page, url);
      expect(errors).toEqual([]);
    });
  }
});

// lib/fonts.ts: the brand fonts are asked for once the page has painted in their metric-matched fallbacks; without
// JavaScript the style sheet declares them itself.
const FONT_FILE = /^\/fonts\/(fraunces|inter)-latin-wght-[\d-]+\.woff2$/;

test.describe('the brand fonts after the first paint', () => {
  for (const url of ['/es', '/en/arquitectura', '/it/consulenza-gratuita']) {
    test(`${url}: both fonts are fetched after the first contentful paint, and the page is set in them`, async ({
      page,
    }) => {
      await openPage(page, url);
      await page.waitForFunction(
        () =>
          [...document.fonts].filter((face) => face.family.includes('Lumen') && face.status === 'loaded').length === 2,
      );
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
      expect(fonts.files.map((file) => file.name)).toEqual([
        expect.stringMatching(FONT_FILE),
        expect.stringMatching(FONT_FILE),
      ]);
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
    test(`${url} on a 412 px phone: no layout shift; the fonts come in once the heading is scrolled away`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await openPage(page, url);
      const lumenLoaded = () =>
        page.evaluate(
          () => [...document.fonts].filter((face) => face.family.includes('Lumen') && face.status === 'loaded').length,
        );
      // Both files have arrived and been tried; the faces were not kept, as they would have moved the text.
      await expect
        .poll(() =>
          page.evaluate(
            () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/fonts/')).length,
          ),
        )
        .toBe(2);
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
