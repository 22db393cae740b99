import { describe, expect, it } from 'vitest';
import { editor, keep, owner, payload, stamp, setUpBackOffice, type User } from './support/back-office';
import { ownersArchitectureGallery, uploadPhotograph, type Gallery } from './support/cms-galleries';
import { setTestEnvironment } from './support/environment';

// A protected gallery's password and files: who sets it, where its hash is kept, who reads its uploads.
setTestEnvironment();
setUpBackOffice();

describe('a protected gallery', () => {
  it('its uploads are refused to a visitor without the unlock cookie, read with it, and always by staff', async () => {
    const { galleryAccessCookie } = await import('@/lib/access/gallery-access');
    const { verifyGalleryPassword } = await import('@/lib/provider');
    const upload = await uploadPhotograph('probe', editor);
    const cover = await uploadPhotograph('probe-cover', editor);
    const galleryId = `locked-${stamp}`;
    const password = `Muralla-roja-${stamp}-Calpe`;
    const gallery = keep(
      'galleries',
      await payload.create({
        collection: 'galleries',
        data: {
          galleryId,
          category: 'architecture',
          subcategory: 'casas',
          title: 'Locked',
          cover: cover.id,
          images: [{ image: upload.id }],
        } as never,
        user: owner,
        overrideAccess: false,
      }),
    );
    // Protected without a password it would open for nobody: refused.
    await expect(
      payload.update({
        collection: 'galleries',
        id: gallery.id,
        data: { protected: true } as never,
        user: owner,
        overrideAccess: false,
      }),
    ).rejects.toThrow();
    // An editor cannot protect it or set its password.
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      data: { protected: true, newPassword: password } as never,
      user: editor,
      overrideAccess: false,
    });
    expect((await verifyGalleryPassword({ galleryId, password })).success).toBe(false);
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      data: { protected: true, newPassword: password } as never,
      user: owner,
      overrideAccess: false,
    });
    expect((await verifyGalleryPassword({ galleryId, password })).success).toBe(true);
    // Payload holds no password: the field reads empty, and nothing in the stored document carries it.
    const stored = await payload.findByID({ collection: 'galleries', id: gallery.id, overrideAccess: true, depth: 0 });
    expect(JSON.stringify(stored)).not.toContain(password);

    const readAs = async (headers: Record<string, string>, user?: User) => {
      const req = { headers: new Headers(headers), ...(user ? { user } : {}) };
      return payload.find({
        collection: 'media',
        where: { id: { equals: upload.id } },
        overrideAccess: false,
        req: req as never,
        ...(user ? { user } : {}),
      });
    };
    expect((await readAs({})).docs).toHaveLength(0);
    expect((await readAs({ cookie: `gallery_access_${galleryId}=1.${'x'.repeat(43)}` })).docs).toHaveLength(0);
    const cookie = await galleryAccessCookie(galleryId);
    expect((await readAs({ cookie: `${cookie.name}=${cookie.value}` })).docs).toHaveLength(1);
    expect((await readAs({}, editor)).docs).toHaveLength(1);

    // Unprotected again: the old cookie is worthless and the file is public.
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      data: { protected: false } as never,
      user: owner,
      overrideAccess: false,
    });
    expect((await readAs({})).docs).toHaveLength(1);
    expect((await verifyGalleryPassword({ galleryId, password })).success).toBe(false);

    // Protected, then deleted: no password is left behind, and the upload is no longer locked by it.
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      data: { protected: true, newPassword: password } as never,
      user: owner,
      overrideAccess: false,
    });
    expect((await readAs({})).docs).toHaveLength(0);
    await payload.delete({ collection: 'galleries', id: gallery.id, user: owner, overrideAccess: false });
    expect((await verifyGalleryPassword({ galleryId, password })).reason).toBe('not-found');
    expect((await readAs({})).docs).toHaveLength(1);
  });

  it('a save refused after its password was checked leaves the password as it was, this gallery’s and another’s', async () => {
    const { verifyGalleryPassword } = await import('@/lib/provider');
    const cover = await uploadPhotograph('unchanged-cover', owner);
    const galleryId = `unchanged-${stamp}`;
    const first = `Albufera-calma-${stamp}-Sueca`;
    const gallery = await ownersArchitectureGallery({
      galleryId,
      title: 'Kept',
      cover: cover.id,
      protected: true,
      newPassword: first,
    });
    expect((await verifyGalleryPassword({ galleryId, password: first })).success).toBe(true);
    const attempts = [
      // Its title fails the field checks, which run after the collection's own hooks.
      () =>
        payload.update({
          collection: 'galleries',
          id: gallery.id,
          data: { title: '', newPassword: `Nueva-clave-${stamp}-Alzira` } as never,
          user: owner,
          overrideAccess: false,
        }),
      // A new gallery under the same identifier: the database refuses it after every check has passed.
      () =>
        payload.create({
          collection: 'galleries',
          data: {
            galleryId,
            category: 'architecture',
            subcategory: 'casas',
            title: 'Twin',
            cover: cover.id,
            protected: true,
            newPassword: `Nueva-clave-${stamp}-Alzira`,
          } as never,
          user: owner,
          overrideAccess: false,
        }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toThrow();
      expect((await verifyGalleryPassword({ galleryId, password: first })).success).toBe(true);
      expect((await verifyGalleryPassword({ galleryId, password: `Nueva-clave-${stamp}-Alzira` })).success).toBe(false);
    }
  });

  it('the hash is kept in the gallery and never answered; an older store’s hashes are adopted once', async () => {
    const { verifyGalleryPassword } = await import('@/lib/provider');
    const { getStore } = await import('@/lib/provider/embedded/db/connection');
    const { hashPassword } = await import('@/lib/provider/embedded/password-hash');
    const { settleGalleryPasswords } = await import('@/cms/seed/gallery-passwords');
    const cover = await uploadPhotograph('adopted-cover', owner);
    const own = `Huerta-clara-${stamp}-Gandia`;
    const [upgraded, current] = (await Promise.all(
      ['upgraded', 'current'].map((name) =>
        ownersArchitectureGallery({
          galleryId: `${name}-${stamp}`,
          title: name,
          cover: cover.id,
          protected: true,
          newPassword: own,
        }),
      ),
    )) as [Gallery, Gallery];
    const read = await payload.findByID({
      collection: 'galleries',
      id: current.id,
      user: owner,
      overrideAccess: false,
    });
    expect(Object.keys(read)).not.toContain('passwordHash');
    const versions = await payload.findVersions({
      collection: 'galleries',
      where: { parent: { equals: current.id } },
      user: owner,
      overrideAccess: false,
    });
    expect(JSON.stringify(versions.docs)).not.toMatch(/scrypt|passwordHash/);

    // A store from before: the upgraded gallery's hash is still in the bookings store only.
    await payload.db.updateOne({ collection: 'galleries', id: upgraded.id, data: { passwordHash: null } });
    const { db } = await getStore();
    const legacy = `Marjal-antiguo-${stamp}-Pego`;
    await db
      .insertInto('gallery_passwords')
      .values(
        [upgraded, current].map((gallery) => ({
          gallery_id: String(gallery.galleryId),
          password_hash: '',
          updated_at: new Date().toISOString(),
        })),
      )
      .execute();
    await db
      .updateTable('gallery_passwords')
      .set({ password_hash: await hashPassword(legacy) })
      .execute();
    expect((await verifyGalleryPassword({ galleryId: `upgraded-${stamp}`, password: legacy })).success).toBe(false);
    await settleGalleryPasswords(payload);
    expect((await verifyGalleryPassword({ galleryId: `upgraded-${stamp}`, password: legacy })).success).toBe(true);
    // A gallery that has its own keeps it.
    expect((await verifyGalleryPassword({ galleryId: `current-${stamp}`, password: own })).success).toBe(true);
    expect((await verifyGalleryPassword({ galleryId: `current-${stamp}`, password: legacy })).success).toBe(false);
    expect(await db.selectFrom('gallery_passwords').select('gallery_id').execute()).toEqual([]);
  });

  it('only an architecture gallery can be protected: elsewhere the mark and the password are dropped', async () => {
    const { verifyGalleryPassword } = await import('@/lib/provider');
    const galleryId = `t-${stamp}`;
    const password = `Muralla-roja-${stamp}-Calpe`;
    const doc = keep(
      'galleries',
      await payload.create({
        collection: 'galleries',
        data: { galleryId, category: 'tourism', title: 'T', protected: true, newPassword: password } as never,
        user: owner,
        overrideAccess: false,
      }),
    );
    expect(doc.protected).toBe(false);
    expect((await verifyGalleryPassword({ galleryId, password })).success).toBe(false);
  });
});
