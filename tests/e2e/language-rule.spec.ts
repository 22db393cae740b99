import { expect, test } from '@playwright/test';
import { pagePaths } from './routes';

test.describe('language path rule', () => {
  for (const locale of ['es', 'en', 'it'] as const) {
    test(`a first segment ${locale} switches the language, stores it and sets <html lang>`, async ({
      page,
      context,
    }) => {
      await page.goto(`/${locale}/turismo`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'i18nextLng')?.value).toBe(locale);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(locale);
    });
  }

  test('an unprefixed path redirects to es when nothing is stored', async ({ page }) => {
    const response = await page.goto('/arquitectura');
    expect(page.url()).toMatch(/\/es\/arquitectura$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/arquitectura$/);
  });

  test('an unprefixed path redirects to the stored language, keeping the query', async ({ page }) => {
    await page.goto('/it/servicios');
    await page.goto('/turismo?ref=mail');
    expect(new URL(page.url()).pathname).toBe('/it/turismo');
    expect(new URL(page.url()).search).toBe('?ref=mail');
  });

  test('an unprefixed redirect replaces history: going back skips it', async ({ page }) => {
    await page.goto('/es/servicios');
    await page.goto('/publicidad');
    await expect(page).toHaveURL(/\/es\/publicidad$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/es\/servicios$/);
  });

  test('the root serves the stored language home page without redirecting', async ({ page }) => {
    await page.goto('/en/nm-ia');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("no shared cache may keep the root, which answers in the visitor's language", async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'it' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/\bprivate\b/);
    expect(response.headers()['cdn-cache-control']).toBe('no-store');
    const home = await request.get('/it');
    expect(home.headers()['cache-control']).not.toMatch(/private/);
  });

  test('the root serves the browser language when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await context.close();
  });

  test('the root falls back to es for an unsupported browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('a region suffix is reduced to its base language', async ({ page }) => {
    await page.goto('/en-GB/turismo');
    await expect(page).toHaveURL(/\/en\/turismo$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unsupported language code falls back to es', async ({ page }) => {
    await page.goto('/fr-FR/turismo');
    await expect(page).toHaveURL(/\/es\/turismo$/);
  });

  test('a stored code with a region suffix is reduced too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18nextLng', value: 'it-CH', url: baseURL ?? '' }]);
    await page.goto('/publicidad');
    await expect(page).toHaveURL(/\/it\/publicidad$/);
  });

  test('more than 10 segments is a redirect loop: home page of the stored language', async ({ page }) => {
    await page.goto('/en');
    await page.goto('/a/b/c/d/e/f/g/h/i/j/k');
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  test('three leading language codes are a redirect loop: home page of the stored language', async ({ page }) => {
    await page.goto('/es/en/it/turismo');
    expect(new URL(page.url()).pathname).toBe('/es');
  });

  for (const [prefixed, bare] of [
    ['/es/consulta-gratuita', '/consulta-gratuita'],
    ['/en/free-consultation', '/free-consultation'],
    ['/it/consulenza-gratuita', '/consulenza-gratuita'],
  ] as const) {
    test(`the consultation page answers at ${prefixed} and its unprefixed form ${bare}`, async ({ page, browser }) => {
      expect((await page.goto(prefixed))?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      const fresh = await browser.newContext({ locale: 'es-ES' });
      const other = await fresh.newPage();
      await other.goto(bare);
      expect(new URL(other.url()).pathname).toBe('/es/consulta-gratuita');
      await fresh.close();
    });
  }

  test('an unprefixed consultation path of another language lands on the page in one redirect', async ({ request }) => {
    const response = await request.get('/free-consultation', { maxRedirects: 0, headers: { cookie: 'i18nextLng=it' } });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/it/consulenza-gratuita');
  });

  test('with nothing stored, an unprefixed address follows the browser language, and no shared cache keeps the redirect', async ({
    browser,
    request,
  }) => {
    const italian = await browser.newContext({ locale: 'it-IT' });
    const page = await italian.newPage();
    await page.goto('/privacy-policy');
    expect(new URL(page.url()).pathname).toBe('/it/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await italian.close();
    const response = await request.get('/turismo', {
      maxRedirects: 0,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/en/turismo');
    expect(response.headers()['cache-control']).toMatch(/\bprivate\b/);
    expect(response.headers()['vary']).toMatch(/Accept-Language/);
  });

  test('a consultation path of another language is localised for the current one', async ({ page }) => {
    await page.goto('/en/consulta-gratuita');
    await expect(page).toHaveURL(/\/en\/free-consultation$/);
  });

  for (const legal of ['/terms-and-conditions', '/legal-notice', '/privacy-policy', '/cookie-policy']) {
    test(`the legal page ${legal} is reachable without a prefix`, async ({ page }) => {
      await page.goto('/it');
      const response = await page.goto(legal);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`/it${legal}`);
    });
  }

  test('every page of the route table is reachable without a prefix, a hyphenated one (nm-ia) included', async ({
    request,
  }) => {
    for (const path of pagePaths.es.filter((p) => p !== '')) {
      const response = await request.get(path, { maxRedirects: 0, headers: { cookie: 'i18nextLng=it' } });
      expect([302, 303, 307, 308], path).toContain(response.status());
      const location = new URL(response.headers().location ?? '', 'http://x').pathname;
      expect(location, path).toBe(`/it${path === '/consulta-gratuita' ? '/consulenza-gratuita' : path}`);
      expect((await request.get(location, { maxRedirects: 0 })).status(), location).toBe(200);
    }
  });

  test('an unprefixed address that is no page ends in a 404, not on a home page', async ({ request }) => {
    for (const path of ['/no-existe', '/es-foo', '/mi-reserva']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(new URL(response.url()).pathname, path).toBe(`/es${path}`);
    }
  });

  test('every route of the route table resolves in every language', async ({ request }) => {
    for (const [locale, paths] of Object.entries(pagePaths)) {
      for (const path of paths) {
        const response = await request.get(`/${locale}${path}`, { maxRedirects: 0 });
        expect(response.status(), `/${locale}${path}`).toBe(200);
      }
    }
  });
});
