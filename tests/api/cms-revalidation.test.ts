import { describe, expect, it } from 'vitest';
import { editor, expired, owner, payload, stamp, setUpBackOffice } from './support/back-office';
import { setTestEnvironment } from './support/environment';

// The seed's one-time import into the back office, and the cache tags a change there expires (cms/hooks/revalidate.ts).
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

describe('revalidation', () => {
  it('a change to a page text expires that page in the changed language; a Spanish change in all three', async () => {
    const entry = (
      await payload.find({ collection: 'contents', where: { entryId: { equals: 'arquitectura-hero' } }, depth: 0 })
    ).docs[0];
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: entry?.id as number,
      locale: 'en',
      data: { order: 0 },
      user: editor,
      overrideAccess: false,
    });
    expect(expired).toEqual([['contents:arquitectura:en']]);
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: entry?.id as number,
      locale: 'es',
      data: { order: 0 },
      user: editor,
      overrideAccess: false,
    });
    expect(expired).toEqual([['contents:arquitectura:es', 'contents:arquitectura:en', 'contents:arquitectura:it']]);
  });

  it('moving a published entry to another page expires both pages in every language; deleting it, its page', async () => {
    const created = await payload.create({
      collection: 'contents',
      locale: 'it',
      data: {
        entryId: `moving-${stamp}`,
        page: 'turismo',
        section: 'ai',
        title: 'Titolo',
        description: 'Uno\nDue',
        _status: 'published',
      } as never,
      user: owner,
      overrideAccess: false,
    });
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: created.id,
      locale: 'it',
      data: { page: 'publicidad' },
      user: owner,
      overrideAccess: false,
    });
    // The page is not a translation: the entry leaves one page and joins the other in every language.
    expect(expired.flat().sort()).toEqual(
      ['es', 'en', 'it'].flatMap((lang) => [`contents:publicidad:${lang}`, `contents:turismo:${lang}`]).sort(),
    );
    expired.length = 0;
    await payload.delete({ collection: 'contents', id: created.id, user: owner, overrideAccess: false });
    expect(expired).toEqual([['contents:publicidad:es', 'contents:publicidad:en', 'contents:publicidad:it']]);
  });

  it('a gallery change expires the galleries of its language', async () => {
    const gallery = (
      await payload.find({ collection: 'galleries', where: { galleryId: { equals: 'morocco' } }, depth: 0 })
    ).docs[0] as unknown as { id: number; order: number };
    expired.length = 0;
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      locale: 'it',
      data: { order: gallery.order },
      user: editor,
      overrideAccess: false,
    });
    expect(expired).toContainEqual(['cms:galleries:it']);
  });
});
