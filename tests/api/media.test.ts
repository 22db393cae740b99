import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/media/[...path]/route';
import { getArchitectureGalleries, getGalleries } from '@/lib/provider/embedded/content';
import { PROTECTED_RETAIL_GALLERY_ID } from '@/lib/provider/embedded/content/galleries/architecture-manifest';
import { galleryAccessCookie } from '@/lib/access/gallery-access';

async function media(path: string, cookie?: string, query = '', language?: string): Promise<Response> {
  const headers = { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) };
  const request = new Request(`http://localhost/media/${path}${query}`, { headers });
  return GET(request, { params: Promise.resolve({ path: path.split('/') }) });
}

async function expectImage(path: string, type: string, width: number, height: number): Promise<void> {
  const response = await media(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=31536000, /);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect([meta.width, meta.height]).toEqual([width, height]);
}

describe('generated media (no MEDIA_BASE_URL)', () => {
  it('a gallery photograph is a 1600×1067 JPEG', () =>
    expectImage('architecture/atico-ruzafa-valencia-casas/01.jpg', 'image/jpeg', 1600, 1067));
  it('a portrait is 600×600', () => expectImage('team/lucia-ferrer.jpg', 'image/jpeg', 600, 600));
  it('a client logo is a 480×200 PNG', () => expectImage('clients/hotel-mirador-de-altea.png', 'image/png', 480, 200));
  it('the hero poster exists', () => expectImage('home/hero-poster.jpg', 'image/jpeg', 1600, 1067));

  it('a photograph of a gallery that may be protected later is revalidated by shared caches; others kept for good', async () => {
    const photo = await media('architecture/atico-ruzafa-valencia-casas/01.jpg', undefined, '?w=800');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=0, must-revalidate');
    expect(photo.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    for (const key of [
      `architecture/${PROTECTED_RETAIL_GALLERY_ID}/cover.jpg`,
      'tourism/laos/03.jpg',
      'team/lucia-ferrer.jpg',
    ]) {
      const kept = await media(key);
      expect(kept.status, key).toBe(200);
      expect(kept.headers.get('cache-control'), key).toBe('public, max-age=31536000, s-maxage=31536000, immutable');
    }
  });

  it('is deterministic: the same path gives the same bytes', async () => {
    const a = Buffer.from(await (await media('tourism/laos/02.jpg')).arrayBuffer());
    const b = Buffer.from(await (await media('tourism/laos/02.jpg')).arrayBuffer());
    expect(a.equals(b)).toBe(true);
  });

  it('every image of every gallery resolves', async () => {
    const urls = [
      ...(await getGalleries('publicidad', 'es')).flatMap((g) => g.images.map((i) => i.url)),
      ...(await getGalleries('turismo', 'es')).flatMap((g) => g.images.map((i) => i.url)),
      ...(await getArchitectureGalleries('es'))
        .filter((g) => g.id !== PROTECTED_RETAIL_GALLERY_ID)
        .flatMap((g) => [g.thumbnail, ...g.images]),
    ];
    expect(urls.length).toBeGreaterThan(600);
    for (const url of urls.filter((_, i) => i % 9 === 0)) {
      const response = await media(url.replace(/^\/media\//, ''));
      expect(response.status, url).toBe(200);
    }
  }, 120_000);

  it.each([
    'unknown/thing.jpg',
    'architecture/../secret.jpg',
    'architecture/x/01.gif',
    // Well formed but not in the seed or the manifest: nothing is rendered or cached for it.
    'architecture/no-such-gallery/01.jpg',
    'architecture/atico-ruzafa-valencia-casas/99.jpg',
    'clients/someone-else.png',
  ])('an unknown path is a 404: %s', async (path) => {
    expect((await media(path)).status).toBe(404);
  });
});

describe('the protected retail gallery', () => {
  const photo = `architecture/${PROTECTED_RETAIL_GALLERY_ID}/01.jpg`;

  it('refuses its images without the unlock cookie (403)', async () => {
    const response = await media(photo);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("says why in the browser's language: protected, not found, an unsupported size", async () => {
    expect(await (await media(photo, undefined, '', 'it-IT,it;q=0.9')).json()).toMatchObject({
      error: 'Questa galleria è protetta. Inserisci la password per vederla.',
    });
    expect(await (await media('architecture/no-such/01.jpg', undefined, '', 'es')).json()).toMatchObject({
      error: 'No encontramos esa imagen.',
    });
    expect(await (await media('team/lucia-ferrer.jpg', undefined, '?w=123', 'en')).json()).toMatchObject({
      error: 'Unsupported image size.',
    });
  });

  it('refuses a forged cookie', async () => {
    expect((await media(photo, `gallery_access_${PROTECTED_RETAIL_GALLERY_ID}=9999999999.forged`)).status).toBe(403);
  });

  it('serves them, privately, with the cookie the password check sets', async () => {
    const cookie = await galleryAccessCookie(PROTECTED_RETAIL_GALLERY_ID);
    const response = await media(photo, `${cookie.name}=${cookie.value}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it("serves them at the viewer's sizes as webp, resized by the media route itself", async () => {
    const cookie = await galleryAccessCookie(PROTECTED_RETAIL_GALLERY_ID);
    for (const [width, quality] of [
      [800, 90],
      [1200, 90],
      [1600, 95],
    ] as const) {
      const response = await media(photo, `${cookie.name}=${cookie.value}`, `?w=${width}&q=${quality}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('private');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
  });

  it('offers only the sizes next/image asks for (400), and still nothing without the cookie (403)', async () => {
    const cookie = await galleryAccessCookie(PROTECTED_RETAIL_GALLERY_ID);
    expect((await media(photo, `${cookie.name}=${cookie.value}`, '?w=1234&q=90')).status).toBe(400);
    expect((await media(photo, `${cookie.name}=${cookie.value}`, '?w=800&q=12')).status).toBe(400);
    expect((await media(photo, undefined, '?w=800&q=90')).status).toBe(403);
  });

  it('keeps its card cover public', async () => {
    expect((await media(`architecture/${PROTECTED_RETAIL_GALLERY_ID}/cover.jpg`)).status).toBe(200);
  });
});
