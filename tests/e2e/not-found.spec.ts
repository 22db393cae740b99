import { expect, test } from '@playwright/test';

test.describe('404 page', () => {
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

  test('an address with a malformed escape answers a 4xx page, never a 500', async ({ page }) => {
    for (const path of ['/es/mi-reserva/%ff', '/en/my-booking/%C0%AF', '/it/la-mia-prenotazione/a%ffb', '/es/%ff']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('h1'), path).toBeVisible();
    }
  });

  test('a file name outside a language that no file answers is a 404 titled Page Not Found, never a 500; the real files are served', async ({
    request,
  }) => {
    // The proxy leaves addresses with a dot alone; the home page's route took '/x.txt' for a language, and failed.
    for (const path of ['/wp-login.php', '/x.txt', '/.env', '/a.b', '/es.txt', '/index.html']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<title>Page Not Found</title>');
      // A 404 is for now: no shared cache keeps it.
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
    // Several segments after one with a dot: a foreign language segment, sent to a language like any other.
    const deeper = await request.get('/x.txt/legal-notice');
    expect(deeper.status()).toBe(404);
    expect(new URL(deeper.url()).pathname).toBe('/es/x.txt/legal-notice');
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icons.svg']) {
      const file = await request.get(path);
      expect(file.status(), path).toBe(200);
      expect(file.headers()['cache-control'] ?? '', path).not.toContain('no-store');
    }
  });

  test('an unknown unprefixed address is sent to the language first, then answers 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(new URL(page.url()).pathname).toBe('/es/no-such-page');
    expect(response?.status()).toBe(404);
  });
});

test.describe('404 page without JavaScript (server HTML)', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, title, heading, home] of [
    ['en', 'Page Not Found', 'This page doesn’t exist', '/en'],
    ['es', 'Página no encontrada', 'Esta página no existe', '/es'],
    ['it', 'Pagina non trovata', 'Questa pagina non esiste', '/it'],
  ] as const) {
    test(`${locale}: status 404, its title, heading, frame and a link home are in the server HTML`, async ({
      page,
      request,
    }) => {
      const raw = await request.get(`/${locale}/missing/page`);
      expect(raw.status()).toBe(404);
      const html = await raw.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="robots" content="noindex/);

      const response = await page.goto(`/${locale}/missing/page`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator(`main a[href="${home}"]`)).toBeVisible();
      await expect(page.locator('header nav, footer').first()).toBeVisible();
    });
  }
});

test.describe('unknown API addresses', () => {
  test('answer a JSON 404 in the API’s shape; existing endpoints, their 405, the back office’s API and the page 404 are unchanged', async ({
    request,
  }) => {
    for (const [method, path, message] of [
      ['GET', '/api/no-such-endpoint?lang=en', 'This API address does not exist.'],
      ['GET', '/api', 'Esta dirección de la API no existe.'],
      ['POST', '/api/contacts/x?lang=it', 'Questo indirizzo dell’API non esiste.'],
      ['GET', '/api/wp-login.php', 'Esta dirección de la API no existe.'],
    ] as const) {
      const response = await request.fetch(path, {
        method,
        headers: { 'accept-language': 'es-ES' },
        data: method === 'POST' ? {} : undefined,
      });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual({ success: false, message, error: message });
    }

    const contents = await request.get('/api/contents?page=home&section=hero&lang=en');
    expect(contents.status()).toBe(200);
    expect(contents.headers()['content-type']).toMatch(/^application\/json/);
    // A method an endpoint lacks is still that endpoint's 405, not a 404, and says what the endpoint accepts, in the
    // caller's language.
    for (const [method, path, message, allow] of [
      [
        'DELETE',
        '/api/contents',
        'Esta dirección de la API no admite DELETE. Admite: GET, HEAD, OPTIONS.',
        'GET, HEAD, OPTIONS',
      ],
      [
        'GET',
        '/api/lead-magnet?lang=en',
        'This API address does not accept GET. It accepts: POST, OPTIONS.',
        'POST, OPTIONS',
      ],
      [
        'PUT',
        '/api/contact?lang=it',
        'Questo indirizzo dell’API non accetta PUT. Accetta: POST, OPTIONS.',
        'POST, OPTIONS',
      ],
    ] as const) {
      const response = await request.fetch(path, { method, headers: { 'accept-language': 'es-ES' } });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow'], path).toBe(allow);
      expect(await response.json(), path).toEqual({ success: false, message, error: message });
    }
    // Payload's REST API answers for itself (its own JSON, not ours).
    const cms = await request.get('/cms-api/users/me');
    expect(cms.status()).toBe(200);
    expect(await cms.text()).not.toContain('API address');
    // Pages keep their HTML 404.
    const page = await request.get('/en/no-such-page');
    expect(page.status()).toBe(404);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
  });
});
