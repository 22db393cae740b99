import { describe, expect, it } from 'vitest';
import { payload, stamp, setUpDraftsOffice } from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// The empty drafts Payload's create view stores as it opens are discarded once abandoned; the others stay.
setTestEnvironment();
setUpDraftsOffice();

describe('empty drafts the create view left', () => {
  // As Payload's create view does for a collection that autosaves: an empty draft, stored the moment it opens.
  const openCreateView = async () =>
    (await payload.create({ collection: 'galleries', data: {} as never, draft: true, overrideAccess: true })).id;
  const exists = async (id: number | string) =>
    (
      await payload.find({
        collection: 'galleries',
        draft: true,
        where: { id: { equals: id } },
        overrideAccess: true,
        depth: 0,
      })
    ).totalDocs === 1;

  it('are discarded after an hour; a draft someone wrote in, a titled one and a recent one stay', async () => {
    const { discardAbandonedDrafts, ABANDONED_DRAFT_AGE_MS } = await import('@/lib/provider/cms/abandoned-drafts');
    const left = await openCreateView();
    // Opened, then the autosave wrote what the editor typed (no title yet).
    const typedIn = await openCreateView();
    await payload.update({
      collection: 'galleries',
      id: typedIn,
      draft: true,
      autosave: true,
      data: { galleryId: `escrito-${stamp}` } as never,
      overrideAccess: true,
    });
    // A duplicate, or a draft made with its title: stored once, never touched again, but it has a name.
    const titled = (
      await payload.create({
        collection: 'galleries',
        locale: 'es',
        data: { title: `Copia ${stamp}` } as never,
        draft: true,
        overrideAccess: true,
      })
    ).id;
    const later = new Date(Date.now() + ABANDONED_DRAFT_AGE_MS + 60_000);

    // Within the hour nothing goes: the editor may still be deciding what to write.
    expect(await discardAbandonedDrafts(new Date(Date.now() + ABANDONED_DRAFT_AGE_MS / 2), { force: true })).toBe(0);
    expect(await exists(left)).toBe(true);

    expect(await discardAbandonedDrafts(later, { force: true })).toBeGreaterThanOrEqual(1);
    expect(await exists(left)).toBe(false);
    expect(await exists(typedIn)).toBe(true);
    expect(await exists(titled)).toBe(true);
    // Every published gallery is still there.
    expect(
      (
        await payload.count({
          collection: 'galleries',
          where: { _status: { equals: 'published' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBeGreaterThan(0);
    // A second run within 15 minutes asks nothing.
    const another = await openCreateView();
    expect(await discardAbandonedDrafts(new Date(later.getTime() + 60_000))).toBe(0);
    expect(await exists(another)).toBe(true);

    for (const id of [typedIn, titled, another])
      await payload.delete({ collection: 'galleries', id, overrideAccess: true });
  });
});
