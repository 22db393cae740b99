import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { allPages } from './routes';

test.describe('every page in every language', () => {
  for (const { locale, url } of allPages) {
    test(`${url}: one h1, title, description, canonical, hreflang and no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      expect((await page.title()).length).toBeGreaterThan(5);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}`));
      for (const lang of ['es', 'en', 'it', 'x-default']) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
      }
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^http/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a legal page dates its last update as each language writes a date, as the booking pages do', async ({
    request,
  }) => {
    const written = {
      es: /^\d{1,2} de [a-z]+ de \d{4}$/,
      en: /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
      it: /^\d{1,2} [a-z]+ \d{4}$/,
    };
    for (const [lang, pattern] of Object.entries(written)) {
      const html = await (await request.get(`/${lang}/privacy-policy`)).text();
      const date = /<time dateTime="\d{4}-\d{2}-\d{2}">([^<]+)<\/time>/.exec(html)?.[1];
      expect(date, lang).toMatch(pattern);
    }
  });

  test('the 404 page has no axe violations', async ({ page }) => {
    await page.goto('/en/nothing-here');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await axeViolations(page)).toEqual([]);
  });
});
