import { describe, expect, it } from 'vitest';
import { password, payload, stamp, setUpDraftsOffice } from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// A protected gallery's password changes on publication only; the empty drafts the create view stores are discarded.
setTestEnvironment();
setUpDraftsOffice();

describe('a protected gallery’s lock', () => {
  it('changes when the gallery is published, never from a draft or a half-typed autosave; a weak password is refused', async () => {
    const { verifyGalleryPassword } = await import('@/lib/provider');
    const owner = {
      ...(await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `drafts-owner-${stamp}@lumen.test`, password, role: 'owner' } as never,
      })),
      collection: 'users',
    };
    const asOwner = { user: owner, overrideAccess: false } as const;
    const galleryId = `lock-${stamp}`;
    const first = `Muralla-roja-${stamp}-Calpe`;
    const second = `Tejado-verde-${stamp}-Altea`;
    const gallery = await payload.create({
      collection: 'galleries',
      data: {
        galleryId,
        category: 'architecture',
        subcategory: 'casas',
        title: 'Casa',
        coverKey: `architecture/${galleryId}/cover.jpg`,
        protected: true,
        newPassword: first,
        _status: 'published',
      } as never,
      ...asOwner,
    });
    try {
      expect((await verifyGalleryPassword({ galleryId, password: first })).success).toBe(true);
      // The owner starts typing a new password, and unticks the protection, in autosaved drafts.
      for (const typed of ['T', 'Tej', second]) {
        await payload.update({
          collection: 'galleries',
          id: gallery.id,
          draft: true,
          autosave: true,
          data: { newPassword: typed, protected: false } as never,
          ...asOwner,
        });
      }
      expect((await verifyGalleryPassword({ galleryId, password: 'T' })).success).toBe(false);
      expect((await verifyGalleryPassword({ galleryId, password: first })).success).toBe(true);
      const published = await payload.findByID({
        collection: 'galleries',
        id: gallery.id,
        depth: 0,
        overrideAccess: true,
      });
      expect((published as { protected?: boolean }).protected).toBe(true);

      // Published with the new password: from then on it is the one.
      await payload.update({
        collection: 'galleries',
        id: gallery.id,
        data: { protected: true, newPassword: second, _status: 'published' } as never,
        ...asOwner,
      });
      expect((await verifyGalleryPassword({ galleryId, password: second })).success).toBe(true);
      expect((await verifyGalleryPassword({ galleryId, password: first })).success).toBe(false);

      await expect(
        payload.update({
          collection: 'galleries',
          id: gallery.id,
          data: { newPassword: 'abc', _status: 'published' } as never,
          ...asOwner,
        }),
      ).rejects.toThrow();
      expect((await verifyGalleryPassword({ galleryId, password: 'abc' })).success).toBe(false);
      expect((await verifyGalleryPassword({ galleryId, password: second })).success).toBe(true);
    } finally {
      await payload.delete({ collection: 'galleries', id: gallery.id, overrideAccess: true });
    }
  });
});

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
