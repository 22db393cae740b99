import { expect, test } from '@playwright/test';

type ServerGallery = { id: string; images: { url: string }[] };

test.describe('media through the browser and next/image', () => {
  test('the home hero poster loads through next/image', async ({ page }) => {
    await page.goto('/es');
    const poster = page.locator('#home img').first();
    await expect(poster).toBeVisible();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await poster.getAttribute('src')).toContain('/_next/image?url=%2Fmedia%2F');
  });

  test('every advertising and tourism gallery image loads, in every language', async ({ request }) => {
    // About 240 images are generated on first request; a slower machine needs more than the default 30 s.
    test.slow();
    const urls: string[] = [];
    for (const page of ['publicidad', 'turismo']) {
      for (const lang of ['es', 'en', 'it']) {
        const galleries = (await (
          await request.get(`/api/galleries?page=${page}&lang=${lang}`)
        ).json()) as ServerGallery[];
        expect(galleries.length).toBeGreaterThanOrEqual(page === 'turismo' ? 10 : 30);
        for (const gallery of galleries) expect(gallery.images.length, gallery.id).toBeGreaterThan(0);
        // Image addresses do not depend on the language; their titles and locations do.
        if (lang === 'es') urls.push(...galleries.flatMap((g) => g.images.map((image) => image.url)));
      }
    }
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toMatch(/^image\//);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  });

  test('the image optimizer serves the spec sizes: 1200 q90, 300 thumbnails, 800 webp, 1600 q95', async ({
    request,
  }) => {
    const url = encodeURIComponent('/media/home/hero-poster.jpg');
    for (const [w, q] of [
      [1200, 90],
      [300, 90],
      [800, 90],
      [1600, 95],
    ]) {
      const response = await request.get(`/_next/image?url=${url}&w=${w}&q=${q}`, {
        headers: { accept: 'image/webp' },
      });
      expect(response.status(), `${w} q${q}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
    }
  });

  test('a protected gallery image is refused without the unlock cookie', async ({ request }) => {
    const response = await request.get('/media/architecture/boutique-privada-retail/01.jpg');
    expect(response.status()).toBe(403);
  });
});
