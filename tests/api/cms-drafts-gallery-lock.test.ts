import { describe, expect, it } from 'vitest';
import { password, payload, stamp, setUpDraftsOffice } from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// A protected gallery's password changes when the gallery is published, never from a draft or an autosave.
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
