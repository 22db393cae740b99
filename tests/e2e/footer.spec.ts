import { openPage } from './ready';
import { expect, test } from '@playwright/test';

test.describe('footer', () => {
  test('has the tagline, quick links to every page, service anchors, contact block and copyright year', async ({
    page,
  }) => {
    await openPage(page, '/en/turismo');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Images you feel');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/en',
      '/en/arquitectura',
      '/en/publicidad',
      '/en/turismo',
      '/en/nm-ia',
      '/en/servicios',
      '/en/free-consultation',
    ]) {
      expect(hrefs).toContain(href);
    }
    for (const anchor of ['/en#servicios', '/en#que-hacemos', '/en#cta']) expect(hrefs).toContain(anchor);
    await expect(footer).toContainText('Monday to Friday, 9:00 to 18:00');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(4);
  });

  test('links the four legal pages without a language prefix, landing in the current language', async ({ page }) => {
    await openPage(page, '/it/turismo');
    const legal = page.locator('footer').getByRole('navigation', { name: 'Note legali' });
    const hrefs = await legal.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/terms-and-conditions', '/legal-notice', '/privacy-policy', '/cookie-policy']);
    await legal.getByRole('link', { name: 'Informativa sulla privacy' }).click();
    await expect(page).toHaveURL(/\/it\/privacy-policy$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('the legal links keep the language of a visitor who arrived at the root and browsed without reloading', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await openPage(page, '/');
    // A client-side navigation: the proxy sees only background requests, so the page itself must store its language.
    await page.locator('header').getByRole('link', { name: 'Tourism' }).first().click();
    await expect(page).toHaveURL(/\/en\/turismo$/);
    await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy-policy$/);
    await context.close();
  });

  test('a service anchor takes the visitor to that home section', async ({ page }) => {
    await openPage(page, '/es/publicidad');
    await page.locator('footer').getByRole('link', { name: 'Reserva tu videollamada' }).click();
    await expect(page).toHaveURL(/\/es#cta$/);
    await expect(page.locator('#cta')).toBeInViewport();
  });
});
