import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

const environment = setTestEnvironment();
const cacheDir = path.join(environment.dir, 'media-cache');
const { GET } = await import('@/app/media/[...path]/route');
const { createVariantCache, variantName } = await import('@/lib/media/variant-cache');
const { galleryAccessCookie } = await import('@/lib/access/gallery-access');
const { PROTECTED_RETAIL_GALLERY_ID } = await import('@/lib/provider/embedded/content/galleries/architecture-manifest');

async function media(key: string, init: { query?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const request = new Request(`http://localhost/media/${key}${init.query ?? ''}`, { headers: init.headers });
  return GET(request, { params: Promise.resolve({ path: key.split('/') }) });
}

const files = () => readdirSync(cacheDir).sort();
const fileOf = (key: Parameters<typeof variantName>[0]) => path.join(cacheDir, variantName(key));

describe('rendered media are kept on disk', () => {
  it('renders a variant once: the second request is the stored file, and a CDN may keep it', async () => {
    const key = 'tourism/laos/03.jpg';
    const first = await media(key);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(files()).toHaveLength(1);

    // Stand-in bytes in the stored file: a second render would not return them.
    const file = fileOf({ source: key, width: null, quality: null, format: 'jpeg', fit: 'original' });
    writeFileSync(file, 'stored bytes');
    const second = await media(key);
    expect(await second.text()).toBe('stored bytes');
    expect(second.headers.get('etag')).toBe(etag);
    expect(files()).toHaveLength(1);

    const revalidated = await media(key, { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
  });

  it('renders a variant asked for by many at once a single time, with no half-written file left', async () => {
    const before = files().length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => media('tourism/laos/04.jpg', { query: '?w=640&q=75' })),
    );
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(
      answers.every((answer) => answer.status === 200 && answer.headers.get('content-type') === 'image/webp'),
    ).toBe(true);
    expect(new Set(bodies.map((bytes) => bytes.toString('base64'))).size).toBe(1);
    expect(files()).toHaveLength(before + 1);
    expect(files().filter((name) => !name.endsWith('.img'))).toEqual([]);
  });

  it('keys a variant by its width and quality: each is its own file', async () => {
    const before = files().length;
    await media('tourism/laos/04.jpg', { query: '?w=800&q=75' });
    await media('tourism/laos/04.jpg', { query: '?w=800&q=90' });
    expect(files()).toHaveLength(before + 2);
  });

  it.each(['?w=1234&q=90', '?w=800&q=12', '?w=abc', '?w=800&q=90.5', '?w=-800', '?w=800&q=', '?w=../../x'])(
    'refuses a size it does not offer (400), storing nothing: %s',
    async (query) => {
      const before = files();
      const answer = await media('tourism/laos/05.jpg', { query });
      expect(answer.status).toBe(400);
      expect(files()).toEqual(before);
    },
  );

  it('keeps protected photographs out of shared caches, and checks the cookie before any stored copy', async () => {
    const key = `architecture/${PROTECTED_RETAIL_GALLERY_ID}/02.jpg`;
    const cookie = await galleryAccessCookie(PROTECTED_RETAIL_GALLERY_ID);
    const unlocked = await media(key, { query: '?w=800&q=90', headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(unlocked.status).toBe(200);
    const cacheControl = unlocked.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('private');
    expect(cacheControl).not.toMatch(/public|s-maxage|immutable/);
    expect(unlocked.headers.get('cdn-cache-control')).toBe('no-store');
    expect(unlocked.headers.get('vary')).toContain('Cookie');

    // Now stored on disk; still refused without the cookie, also for a revalidation with its ETag.
    expect((await media(key, { query: '?w=800&q=90' })).status).toBe(403);
    expect(
      (await media(key, { query: '?w=800&q=90', headers: { 'if-none-match': unlocked.headers.get('etag') ?? '' } }))
        .status,
    ).toBe(403);
  });
});

describe('the cache is bounded', () => {
  const variant = (source: string) => ({
    source,
    width: 640,
    quality: 75,
    format: 'webp' as const,
    fit: 'inside' as const,
  });
  const bytes = (size: number) => async () => new Uint8Array(size);

  it('shares one render among concurrent askers of the same variant', async () => {
    const cache = createVariantCache({ dir: mkdtempSync(path.join(tmpdir(), 'media-cache-')), maxBytes: 10_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Uint8Array(100);
    };
    await Promise.all(Array.from({ length: 8 }, () => cache.get(variant('same'), render)));
    await cache.get(variant('same'), render);
    expect(renders).toBe(1);
  });

  it('past its cap, removes the least recently used variants first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-cache-'));
    const cache = createVariantCache({ dir, maxBytes: 2500 });
    await cache.get(variant('a'), bytes(1000));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get(variant('b'), bytes(1000));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get(variant('a'), bytes(1000)); // a is now the more recently used
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get(variant('c'), bytes(1000));
    expect(readdirSync(dir).sort()).toEqual([variantName(variant('a')), variantName(variant('c'))].sort());

    // A restarted server finds the stored variants and their order from the files.
    const restarted = createVariantCache({ dir, maxBytes: 2500 });
    await restarted.get(variant('d'), bytes(1000));
    expect(readdirSync(dir).sort()).toEqual([variantName(variant('c')), variantName(variant('d'))].sort());
  });
});
