import { describe, expect, it } from 'vitest';
import { payload, setUpBackOffice } from './support/back-office';
import { setTestEnvironment } from './support/environment';

// The seed's one-time import into the back office, on this file's copy of the seeded store.
setTestEnvironment();
setUpBackOffice();

describe('the first import', () => {
  it('brought every page text and gallery, in every language', async () => {
    const contents = await import('@/cms/seed/contents.json');
    const galleries = await import('@/cms/seed/galleries.json');
    expect(
      (await payload.count({ collection: 'contents', where: { entryId: { not_like: 'probe-' } } })).totalDocs,
    ).toBeGreaterThanOrEqual(contents.default.length);
    expect(
      (await payload.count({ collection: 'galleries', where: { galleryId: { not_like: 'probe-' } } })).totalDocs,
    ).toBeGreaterThanOrEqual(galleries.default.length);
    const hero = (
      await payload.find({
        collection: 'contents',
        where: { entryId: { equals: 'home-hero' } },
        locale: 'all',
        depth: 0,
      })
    ).docs[0] as unknown as {
      title: Record<string, string>;
    };
    const seed = contents.default.find((entry) => entry.entryId === 'home-hero');
    expect(hero.title).toMatchObject(seed?.title ?? {});
  });

  it('runs once: a second run imports nothing, and an entry the studio deleted stays deleted', async () => {
    const { seedCms } = await import('@/cms/seed');
    const doomed = (
      await payload.find({ collection: 'contents', where: { entryId: { equals: 'nm-ia-hero' } }, depth: 0 })
    ).docs[0];
    expect(doomed).toBeTruthy();
    await payload.delete({ collection: 'contents', id: doomed?.id as number, overrideAccess: true });
    expect(Object.values(await seedCms(payload)).every((count) => count === 0)).toBe(true);
    expect(
      (await payload.count({ collection: 'contents', where: { entryId: { equals: 'nm-ia-hero' } } })).totalDocs,
    ).toBe(0);
  });

  it('an interrupted import finishes without duplicates', async () => {
    const { seedCms, seeders } = await import('@/cms/seed');
    for (const seeder of seeders) await payload.kv.delete(seeder.key);
    const before = await payload.count({ collection: 'galleries' });
    const imported = await seedCms(payload);
    // Only the deleted entry comes back; nothing that exists is written twice (a page global is written whole again).
    expect(imported).toEqual({
      'seed:contents': 1,
      'seed:galleries': 0,
      'seed:legal-pages': 0,
      'seed:home-page': 1,
      'seed:services-page': 1,
      'seed:nm-ia-page': 1,
      'seed:schedule': 1,
    });
    expect((await payload.count({ collection: 'galleries' })).totalDocs).toBe(before.totalDocs);
  });
});
