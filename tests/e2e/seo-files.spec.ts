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

  test('each language has an Open Graph image', async ({ request }) => {
    for (const locale of ['es', 'en', 'it']) {
      const response = await request.get(`/${locale}/opengraph-image`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
});
