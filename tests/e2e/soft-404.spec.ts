import { expect, test, type APIResponse } from '@playwright/test';

/** A 404 is for now: no shared cache may keep it (a page may exist at that address later). */
function expectUncachedByShared(response: APIResponse, path: string): void {
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl, path).toMatch(/no-store|private/);
  expect(cacheControl, path).not.toMatch(/s-maxage|public/);
}

test.describe('unknown addresses are real 404s that no cache keeps', () => {
  for (const [path, title] of [
    ['/es/wp-login.php', 'Página no encontrada'],
    ['/en/.env', 'Page Not Found'],
    ['/it/x.xml', 'Pagina non trovata'],
    ['/en/no-such-page', 'Page Not Found'],
  ] as const) {
    test(`${path}: 404, the localised not-found page, no shared caching`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expectUncachedByShared(response, path);
      expect(await response.text()).toContain(`<title>${title}</title>`);
    });
  }

  test('a manage link this site never signed is a 404 that says why, in each language', async ({ page, request }) => {
    const token = 'Zm9yZ2VkLXRva2VuLW5vYm9keS1ib29rZWQtdGhpcw';
    for (const [path, heading] of [
      [`/es/mi-reserva/${token}`, 'Enlace no válido'],
      [`/en/my-booking/${token}`, 'Invalid link'],
      [`/it/la-mia-prenotazione/${token}`, 'Link non valido'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectUncachedByShared(response, path);
      // The server HTML says it, for a visitor without JavaScript too.
      expect(await response.text(), path).toContain(heading);

      const opened = await page.goto(path);
      expect(opened?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });
});
