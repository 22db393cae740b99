import { expect, test } from '@playwright/test';

test.describe('404 page (spec §2, §8)', () => {
  for (const [locale, heading] of [
    ['es', 'Esta página no existe'],
    ['en', 'This page doesn’t exist'],
    ['it', 'Questa pagina non esiste'],
  ] as const) {
    test(`an unknown ${locale} address answers 404 with a localised page`, async ({ page }) => {
      const response = await page.goto(`/${locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }

  test('in English it is titled Page Not Found', async ({ page }) => {
    await page.goto('/en/no/such/page');
    await expect(page).toHaveTitle('Page Not Found');
  });

  test('an unknown unprefixed address is sent to the language first, then answers 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(new URL(page.url()).pathname).toBe('/es/no-such-page');
    expect(response?.status()).toBe(404);
  });
});
