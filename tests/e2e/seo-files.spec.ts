import { expect, test } from '@playwright/test';

test.describe('SEO files', () => {
  test('the sitemap lists every page in every language with hreflang alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/es', '/en/free-consultation', '/it/consulenza-gratuita', '/en/privacy-policy']) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).toContain('hreflang="it"');
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });

  test('a page with a card of its own names it in og:image, in each language, and it is a 1200×630 PNG', async ({
    request,
  }) => {
    for (const path of ['/es/arquitectura', '/en/free-consultation', '/it/consulenza-gratuita', '/it/nm-ia']) {
      const html = await (await request.get(path)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(new URL(image).pathname, path).toBe(`${path}/opengraph-image`);
      const response = await request.get(new URL(image).pathname + new URL(image).search);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
    // A legal page shares its language's card.
    const legal = await (await request.get('/en/cookie-policy')).text();
    expect(new URL(/<meta property="og:image" content="([^"]+)"/.exec(legal)?.[1] ?? '').pathname).toBe(
      '/en/opengraph-image',
    );
  });

  test('each language has an Open Graph image', async ({ request }) => {
    for (const locale of ['es', 'en', 'it']) {
      const response = await request.get(`/${locale}/opengraph-image`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
});
