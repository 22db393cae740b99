import { describe, expect, it } from 'vitest';
import { editor, keep, owner, payload, stamp, setUpBackOffice } from './support/back-office';
import { ownersArchitectureGallery, uploadPhotograph } from './support/cms-galleries';
import { setTestEnvironment } from './support/environment';

// What a gallery's save may change: its lock (the owner's), its cover, the alt texts carried to the public pages.
setTestEnvironment();
setUpBackOffice();

describe('a protected gallery', () => {
  it('its lock changes by the owner only: an editor can neither move it out of Architecture nor delete it, no one renames it, and its photographs stay locked while it holds them', async () => {
    const { verifyGalleryPassword } = await import('@/lib/provider');
    const upload = await uploadPhotograph('private', owner);
    const galleryId = `kept-${stamp}`;
    const password = `Faro-verde-${stamp}-Denia`;
    const gallery = await ownersArchitectureGallery({
      galleryId,
      title: 'Kept',
      coverKey: `architecture/${galleryId}/cover.jpg`,
      images: [{ image: upload.id }],
      protected: true,
      newPassword: password,
    });
    const lockOf = async () =>
      (await payload.findByID({ collection: 'media', id: upload.id, overrideAccess: true, depth: 0 })).protectedGallery;
    const stillLocked = async () => {
      const stored = await payload.findByID({
        collection: 'galleries',
        id: gallery.id,
        overrideAccess: true,
        depth: 0,
      });
      expect(stored.protected).toBe(true);
      expect((await verifyGalleryPassword({ galleryId, password })).success).toBe(true);
      expect(await lockOf()).toBe(galleryId);
    };
    await stillLocked();

    // An editor moving it to another portfolio would open it to everyone: refused with a 400 and the reason (in the
    // admin's language; Spanish by default).
    const refusal = await payload
      .update({
        collection: 'galleries',
        id: gallery.id,
        data: { category: 'tourism' } as never,
        user: editor,
        overrideAccess: false,
      })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 400,
      isPublic: true,
      data: { field: 'category' },
      message: expect.stringMatching(/^Solo el propietario/),
    });
    await stillLocked();
    // A new identifier would leave its password and its photographs' marks behind: refused to anyone, the owner too.
    await expect(
      payload.update({
        collection: 'galleries',
        id: gallery.id,
        data: { galleryId: `renamed-${stamp}` } as never,
        user: owner,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      status: 400,
      isPublic: true,
      data: { field: 'galleryId' },
      message: expect.stringMatching(/identificador/),
    });
    await stillLocked();
    // An editor cannot delete it.
    await expect(
      payload.delete({ collection: 'galleries', id: gallery.id, user: editor, overrideAccess: false }),
    ).rejects.toThrow();
    await stillLocked();

    // Its photograph put into a public gallery stays locked while the protected one holds it…
    const open = keep(
      'galleries',
      await payload.create({
        collection: 'galleries',
        data: {
          galleryId: `open-${stamp}`,
          category: 'tourism',
          title: 'Open',
          images: [{ image: upload.id }],
        } as never,
        user: editor,
        overrideAccess: false,
      }),
    );
    expect(await lockOf()).toBe(galleryId);
    await payload.update({
      collection: 'galleries',
      id: open.id,
      data: { title: 'Open again' } as never,
      user: editor,
      overrideAccess: false,
    });
    expect(await lockOf()).toBe(galleryId);
    // …and opens once the protected gallery no longer holds it.
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      data: { images: [] } as never,
      user: editor,
      overrideAccess: false,
    });
    expect(await lockOf()).toBe('');
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      data: { images: [{ image: upload.id }] } as never,
      user: editor,
      overrideAccess: false,
    });
    expect(await lockOf()).toBe(galleryId);

    // The owner may move it out of Architecture: it is public from then on, and so is its photograph.
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      data: { category: 'tourism' } as never,
      user: owner,
      overrideAccess: false,
    });
    expect((await verifyGalleryPassword({ galleryId, password })).success).toBe(false);
    expect(await lockOf()).toBe('');
  });

  it('is published only with a cover of its own, refused with the reason, and no password stored', async () => {
    const { verifyGalleryPassword } = await import('@/lib/provider');
    const photo = await uploadPhotograph('uncovered', owner);
    const galleryId = `uncovered-${stamp}`;
    const password = `Rio-turia-${stamp}-Valencia`;
    const data = {
      galleryId,
      category: 'architecture',
      subcategory: 'casas',
      title: 'Uncovered',
      images: [{ image: photo.id }],
      protected: true,
      newPassword: password,
    };
    const refusal = (extra: Record<string, unknown>) =>
      payload
        .create({ collection: 'galleries', data: { ...data, ...extra } as never, user: owner, overrideAccess: false })
        .catch(
          (error: unknown) => error as { status?: number; data?: { errors?: { path: string; message: string }[] } },
        );
    expect(await refusal({})).toMatchObject({
      status: 400,
      data: { errors: [{ path: 'cover', message: expect.stringMatching(/necesita su propia portada/) }] },
    });
    expect(await refusal({ cover: photo.id })).toMatchObject({
      data: { errors: [{ path: 'cover', message: expect.stringMatching(/no puede ser una de sus fotografías/) }] },
    });
    expect((await verifyGalleryPassword({ galleryId, password })).reason).toBe('not-found');

    // With a cover of its own it is published; taking the cover away later is refused too, by anyone.
    const cover = await uploadPhotograph('uncovered-cover', owner);
    const gallery = keep(
      'galleries',
      await payload.create({
        collection: 'galleries',
        data: { ...data, cover: cover.id } as never,
        user: owner,
        overrideAccess: false,
      }),
    );
    expect((await verifyGalleryPassword({ galleryId, password })).success).toBe(true);
    for (const user of [owner, editor])
      await expect(
        payload.update({
          collection: 'galleries',
          id: gallery.id,
          data: { cover: null } as never,
          user,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 400 });
  });

  it('carries the alt text typed on each photograph to the public galleries, in each language', async () => {
    const { readArchitectureGalleries, readServerGalleries } = await import('@/lib/provider/cms/galleries');
    const photo = await uploadPhotograph('described', owner);
    await payload.update({
      collection: 'media',
      id: photo.id,
      locale: 'en',
      data: { alt: 'A white terrace over the old town' } as never,
      overrideAccess: true,
    });
    const plain = await uploadPhotograph('undescribed', owner);
    await payload.update({ collection: 'media', id: plain.id, data: { alt: '' } as never, overrideAccess: true });
    const base = { title: 'Described', images: [{ image: photo.id }, { image: plain.id }], _status: 'published' };
    keep(
      'galleries',
      await payload.create({
        collection: 'galleries',
        data: { ...base, galleryId: `described-${stamp}`, category: 'tourism' } as never,
        overrideAccess: true,
      }),
    );
    keep(
      'galleries',
      await payload.create({
        collection: 'galleries',
        data: { ...base, galleryId: `described-a-${stamp}`, category: 'architecture', subcategory: 'casas' } as never,
        overrideAccess: true,
      }),
    );
    const tourism = (await readServerGalleries('turismo', 'en')).find((item) => item.id === `described-${stamp}`);
    expect(tourism?.images.map((image) => image.alt)).toEqual(['A white terrace over the old town', undefined]);
    // Spanish is the fallback of a language the studio left empty.
    const italian = (await readServerGalleries('turismo', 'it')).find((item) => item.id === `described-${stamp}`);
    expect(italian?.images[0]?.alt).toBe('described');
    const architecture = (await readArchitectureGalleries('en')).find((item) => item.id === `described-a-${stamp}`);
    expect(architecture).toMatchObject({
      alts: ['A white terrace over the old town', ''],
      thumbnailAlt: 'A white terrace over the old town',
    });
  });
});
