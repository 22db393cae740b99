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

  test('the 404 page has no axe violations', async ({ page }) => {
    await page.goto('/en/nothing-here');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await axeViolations(page)).toEqual([]);
  });
});
