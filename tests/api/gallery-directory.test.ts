import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import { setTestEnvironment } from './support/environment';

/*
 * The galleries the proxy lets open without JavaScript (lib/provider/gallery-directory.ts), read with a plain query
 * from the store Payload writes: the same galleries the pages show, a gallery published in the back office at once,
 * nothing a visitor cannot see. The store is a file here (the test file's own copy of the run's seeded store, which
 * another connection reads, as the proxy does), or the `cms` schema of the PostgreSQL test database.
 */
const environment = setTestEnvironment();

const { readGalleryDirectory } = await import('@/lib/provider/gallery-directory');
const { readArchitectureGalleries, readServerGalleries } = await import('@/lib/provider/cms/galleries');

let payload: Payload;
const stamp = Date.now().toString(36);
const created: (number | string)[] = [];

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  // No Next server here: the tags a change expires are the revalidation tests' (cms-revalidation.test.ts).
  onRevalidate(() => {});
  payload = await cms();
});

afterAll(async () => {
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  onRevalidate(null);
  for (const id of created)
    await payload.delete({ collection: 'galleries', id, overrideAccess: true }).catch(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function gallery(data: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'galleries',
    locale: 'es',
    overrideAccess: true,
    data: { title: `Galería ${stamp}`, ...data } as never,
  });
  created.push(doc.id);
  return doc;
}

describe('the galleries a visitor can open, as the store holds them', () => {
  it('are the ones each grid page shows, the protected one among them', async () => {
    const directory = await readGalleryDirectory();
    expect(directory.ids.arquitectura).toEqual((await readArchitectureGalleries('es')).map((entry) => entry.id));
    expect(directory.ids.publicidad).toEqual((await readServerGalleries('publicidad', 'es')).map((entry) => entry.id));
    expect(directory.ids.turismo).toEqual((await readServerGalleries('turismo', 'es')).map((entry) => entry.id));
    expect(directory.ids.turismo).toContain('laos');
    expect(directory.ids.arquitectura.length).toBeGreaterThan(60);
    expect([...directory.protectedIds]).toEqual(['boutique-privada-retail']);
  });

  it('include a gallery published in the back office, on its own page only; never a draft', async () => {
    const id = `ruta-directorio-${stamp}`;
    const doc = await gallery({ galleryId: id, category: 'tourism', order: 5, _status: 'published' });
    await gallery({ galleryId: `borrador-${stamp}`, category: 'tourism', _status: 'draft' });
    let directory = await readGalleryDirectory();
    expect(directory.ids.turismo).toContain(id);
    expect(directory.ids.turismo).not.toContain(`borrador-${stamp}`);
    expect(directory.ids.arquitectura).not.toContain(id);

    // Moved to architecture and protected by the owner: it opens there, behind its password.
    await payload.update({
      collection: 'galleries',
      id: doc.id,
      overrideAccess: true,
      data: {
        category: 'architecture',
        subcategory: 'casas',
        protected: true,
        coverKey: `architecture/${id}/c.jpg`,
      } as never,
    });
    directory = await readGalleryDirectory();
    expect(directory.ids.turismo).not.toContain(id);
    expect(directory.ids.arquitectura).toContain(id);
    expect(directory.protectedIds.has(id)).toBe(true);

    // Unpublished, then deleted: it opens no more.
    await payload.update({
      collection: 'galleries',
      id: doc.id,
      overrideAccess: true,
      data: { _status: 'draft' } as never,
    });
    expect((await readGalleryDirectory()).ids.arquitectura).not.toContain(id);
    await payload.delete({ collection: 'galleries', id: doc.id, overrideAccess: true });
    expect((await readGalleryDirectory()).ids.arquitectura).not.toContain(id);
  });

  it('cannot be read from a store that is not there yet: the proxy then opens none', async () => {
    const settings = {
      CMS_DATABASE_URL: `file:${environment.dir}/no-such-store.db`,
      DATABASE_URL: 'file::memory:',
      DATA_DIR: environment.dir,
      PROVIDER_API_URL: undefined,
    };
    await expect(readGalleryDirectory(settings)).rejects.toThrow();
  });

  it('with an external provider, are its advertising and tourism galleries, else the sample ones the pages show', async () => {
    const { fallbackGallerySamples } = await import('@/lib/provider/fallback-gallery-samples');
    const settings = {
      CMS_DATABASE_URL: process.env.CMS_DATABASE_URL,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DATA_DIR: environment.dir,
      PROVIDER_API_URL: 'https://provider.example/',
    };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      asked.push(`${url.pathname}?${url.searchParams.toString()}`);
      const list =
        url.searchParams.get('page') === 'turismo' ? [{ id: 'islandia', title: 'Islandia', images: [] }] : [];
      return new Response(JSON.stringify(list), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const directory = await readGalleryDirectory(settings);
    expect(directory.ids.turismo).toEqual(['islandia']);
    expect(directory.ids.publicidad).toEqual(fallbackGallerySamples.publicidad.map((sample) => sample.id));
    // Architecture stays the back office's.
    expect(directory.ids.arquitectura.length).toBeGreaterThan(60);
    expect(asked).toContain('/api/galleries?page=turismo&lang=it');

    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    expect((await readGalleryDirectory(settings)).ids.turismo).toEqual(
      fallbackGallerySamples.turismo.map((sample) => sample.id),
    );
  });
});
