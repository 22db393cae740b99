import { describe, expect, it, vi } from 'vitest';
import { OPENED_GALLERY_HEADER } from '@/lib/domain/gallery-filter';
import proxy from '@/proxy';
import { request, seeded, store, seedDirectoryBeforeEach } from './support/proxy';

// The store's galleries, as the proxy reads them, are tests/unit/support/proxy.ts's.
vi.mock('@/lib/provider/gallery-directory', async () => (await import('./support/proxy')).galleryDirectoryMock);
seedDirectoryBeforeEach();

/** The gallery the request Next routes on names for the rewrites (galleryRewrites), or null. */
function openedGallery(response: Response): string | null {
  const listed = (response.headers.get('x-middleware-override-headers') ?? '').split(',');
  return listed.includes(OPENED_GALLERY_HEADER)
    ? response.headers.get(`x-middleware-request-${OPENED_GALLERY_HEADER}`)
    : null;
}

describe('proxy: a gallery’s own address opens it without JavaScript when the store holds it', () => {
  it('names a gallery of the store for the rewrite to its segment, on each grid page', async () => {
    for (const [path, id] of [
      ['/es/arquitectura?gallery=atico-ruzafa-valencia-casas', 'atico-ruzafa-valencia-casas'],
      ['/en/publicidad?gallery=orxata-blanca-verano-publicidad', 'orxata-blanca-verano-publicidad'],
      ['/it/turismo?gallery=laos&image=3', 'laos'],
    ] as const) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(200);
      expect(openedGallery(response), path).toBe(id);
      // next-intl's own request header is kept beside it.
      expect(response.headers.get('x-middleware-override-headers'), path).toContain('x-next-intl-locale');
    }
  });

  it('opens a gallery added in the back office after the build, once the store holds it', async () => {
    expect(openedGallery(await proxy(request('/en/turismo?gallery=ruta-nueva')))).toBeNull();
    expect((await proxy(request('/en/turismo/gallery/ruta-nueva'))).headers.get('location')).toBe(
      'http://localhost:3000/en/turismo',
    );
    store.directory = { ...seeded(), ids: { ...seeded().ids, turismo: ['laos', 'cambodia', 'ruta-nueva'] } };
    expect(openedGallery(await proxy(request('/en/turismo?gallery=ruta-nueva')))).toBe('ruta-nueva');
    expect((await proxy(request('/en/turismo/gallery/ruta-nueva'))).headers.get('location')).toBe(
      'http://localhost:3000/en/turismo?gallery=ruta-nueva',
    );
  });

  it('leaves a made-up id, another page’s gallery and a filtered grid to the grid itself', async () => {
    for (const path of [
      '/es/turismo?gallery=made-up-gallery',
      '/es/turismo?gallery=atico-ruzafa-valencia-casas',
      '/es/arquitectura?filter=casas&gallery=atico-ruzafa-valencia-casas',
      '/es/servicios?gallery=laos',
    ]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(200);
      expect(openedGallery(response), path).toBeNull();
    }
  });

  it('drops the header when a client sends it: only the proxy names a gallery', async () => {
    for (const path of [
      '/es/turismo?gallery=made-up-gallery',
      '/es/turismo',
      '/es/turismo?gallery=Not%20an%20id',
      '/es/servicios',
      '/',
    ]) {
      const response = await proxy(request(path, { headers: { [OPENED_GALLERY_HEADER]: 'made-up-gallery' } }));
      expect(openedGallery(response), path).toBeNull();
      expect(response.headers.get('x-middleware-override-headers'), path).not.toBeNull();
      expect(response.headers.get(`x-middleware-request-${OPENED_GALLERY_HEADER}`), path).toBeNull();
    }
    const response = await proxy(
      request('/es/turismo?gallery=laos', { headers: { [OPENED_GALLERY_HEADER]: 'made-up-gallery' } }),
    );
    expect(openedGallery(response)).toBe('laos');
  });

  it('never asks the store about an id of another shape, whatever the address', async () => {
    const long = 'a'.repeat(101);
    for (const path of [
      '/es/turismo?gallery=Not%20an%20id',
      `/es/turismo?gallery=${long}`,
      '/es/turismo?gallery=',
      '/es/turismo/gallery/Bad_Id',
      `/es/turismo/gallery/${long}`,
      '/es/turismo/gallery',
      '/es/turismo',
    ]) {
      const response = await proxy(request(path));
      expect(openedGallery(response), path).toBeNull();
    }
    expect(store.reads).toBe(0);
    expect((await proxy(request('/es/turismo/gallery/Bad_Id'))).headers.get('location')).toBe(
      'http://localhost:3000/es/turismo',
    );
  });

  it('while the store cannot be read, every gallery address gets the grid (never an error) and is kept out of search engines', async () => {
    store.directory = null;
    const opened = await proxy(request('/it/turismo?gallery=laos'));
    expect(opened.status).toBe(200);
    expect(openedGallery(opened)).toBeNull();
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const segment = await proxy(request('/it/turismo/gallery/laos'));
    expect(segment.status).toBe(307);
    expect(segment.headers.get('location')).toBe('http://localhost:3000/it/turismo');
  });

  it('keeps a protected gallery’s addresses out of search engines, and no other', async () => {
    for (const path of [
      '/es/arquitectura?gallery=boutique-privada-retail',
      '/es/arquitectura?filter=retail&gallery=boutique-privada-retail',
      '/es?gallery=boutique-privada-retail',
    ]) {
      expect((await proxy(request(path))).headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    for (const path of [
      '/es/arquitectura?gallery=atico-ruzafa-valencia-casas',
      '/es/arquitectura?gallery=Not%20an%20id',
      '/es/arquitectura',
    ]) {
      expect((await proxy(request(path))).headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});
