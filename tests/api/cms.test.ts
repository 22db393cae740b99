import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataFromCollectionSlug, Payload } from 'payload';
import sharp from 'sharp';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';

/*
 * The back office through Payload's Local API, on the store the tests run on (this file's copy of the SQLite store
 * seeded for the run, tests/support/cms-template.ts, or the `cms` schema of the PostgreSQL test database): who may do
 * what in every collection, the one-time import, the tags a change expires, and a protected gallery's files.
 */
const environment = setTestEnvironment();

type User = { id: number | string; role: 'owner' | 'editor'; email: string; collection: 'users' };
let payload: Payload;
let owner: User;
let editor: User;
const expired: string[][] = [];
const stamp = Date.now().toString(36);

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  payload = await cms();
  onRevalidate((tags) => expired.push(tags));
  const make = async (role: 'owner' | 'editor') =>
    ({
      ...(await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `${role}-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}`, role } as never,
      })),
      collection: 'users',
    }) as unknown as User;
  owner = await make('owner');
  editor = await make('editor');
});

/*
 * On PostgreSQL the test files share one store: everything this file creates is removed again, and what it changes is
 * put back, so the files after it see the imported content only.
 */
const created: { collection: 'galleries' | 'media' | 'users' | 'contents'; id: number | string }[] = [];
const keep = <T extends { id: number | string }>(collection: (typeof created)[number]['collection'], doc: T): T => {
  created.push({ collection, id: doc.id });
  return doc;
};

afterAll(async () => {
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  for (const { collection, id } of created.reverse())
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined);
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  onRevalidate(null);
});

const asUser = (user: User | undefined) => ({ overrideAccess: false, ...(user ? { user } : {}) }) as const;

describe('access rules', () => {
  const who = () => ({ anonymous: undefined, editor, owner }) as Record<string, User | undefined>;

  it.each(['contents', 'galleries'] as const)(
    '%s: anyone reads; only staff create, update and delete',
    async (collection) => {
      const sample = (await payload.find({ collection, limit: 1, depth: 0 })).docs[0] as { id: number | string };
      for (const [name, user] of Object.entries(who())) {
        const staff = name !== 'anonymous';
        expect(await allowed(() => payload.find({ collection, limit: 1, ...asUser(user) })), `${name} reads`).toBe(
          true,
        );
        expect(
          await allowed(() => payload.update({ collection, id: sample.id, data: {}, ...asUser(user) })),
          `${name} updates`,
        ).toBe(staff);
        const data =
          collection === 'contents'
            ? {
                entryId: `probe-${name}-${stamp}`,
                page: 'home',
                section: 'ai',
                title: 'Probe',
                description: 'Probe\nProbe',
              }
            : { galleryId: `probe-${name}-${stamp}`, category: 'tourism', title: 'Probe' };
        const created = await allowed(async () => {
          const doc = await payload.create({ collection, data: data as never, ...asUser(user) });
          await payload.delete({ collection, id: doc.id, ...asUser(user) });
        });
        expect(created, `${name} creates and deletes`).toBe(staff);
      }
    },
  );

  it('users: the owner manages every account (invited, never made directly); an editor sees only their own and cannot promote themselves; anonymous nothing', async () => {
    const emails = async (user: User | undefined) =>
      (await payload.find({ collection: 'users', limit: 100, depth: 0, ...asUser(user) })).docs.map((doc) => doc.email);
    expect(await emails(owner)).toEqual(expect.arrayContaining([owner.email, editor.email]));
    expect(await emails(editor)).toEqual([editor.email]);
    expect(await allowed(() => emails(undefined))).toBe(false);
    expect(
      await allowed(() =>
        payload.create({
          collection: 'users',
          data: { email: `x-${stamp}@lumen.test`, password: 'Another-long-pass-42' } as never,
          ...asUser(editor),
        }),
      ),
    ).toBe(false);
    expect(await allowed(() => payload.delete({ collection: 'users', id: owner.id, ...asUser(editor) }))).toBe(false);
    // The role field is the owner's: an editor's attempt leaves it as it was.
    await payload.update({ collection: 'users', id: editor.id, data: { role: 'owner' } as never, ...asUser(editor) });
    expect((await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })).role).toBe('editor');
    // Not even the owner makes an account directly: accounts are invited (tests/api/cms-invites.test.ts).
    expect(
      await allowed(() =>
        payload.create({
          collection: 'users',
          data: { email: `new-${stamp}@lumen.test`, password: 'Another-long-pass-42' } as never,
          ...asUser(owner),
        }),
      ),
    ).toBe(false);
  });

  it('users: the admin panel is for staff only', async () => {
    const users = payload.collections.users?.config;
    if (!users) throw new Error('no users collection');
    const adminAccess = users.access.admin as (args: { req: { user: unknown } }) => boolean;
    expect(adminAccess({ req: { user: owner } })).toBe(true);
    expect(adminAccess({ req: { user: editor } })).toBe(true);
    expect(adminAccess({ req: { user: null } })).toBe(false);
    expect(adminAccess({ req: { user: { id: 1, collection: 'users' } } })).toBe(false);
  });

  it("an account's password follows the site's rule, said in the admin's language; the first owner's from ADMIN_PASSWORD is the operator's", async () => {
    const refusal = async (work: () => Promise<unknown>) => {
      const error = (await work().then(
        () => null,
        (caught: unknown) => caught,
      )) as { data?: { errors?: { path: string; message: string }[] } } | null;
      return error?.data?.errors?.[0];
    };
    // '123' made an account before (now only the first account types its password, as the first-user screen does).
    const short = await refusal(() =>
      payload.create({
        collection: 'users',
        data: { email: `weak-${stamp}@lumen.test`, password: '123' } as never,
        overrideAccess: true,
      }),
    );
    expect(short).toMatchObject({
      path: 'password',
      message: expect.stringMatching(/^(Al menos|At least|Almeno) 12 /),
    });
    expect(
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: `weak-${stamp}@lumen.test` } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0);
    // Changing one's own password to a guesser's first try.
    const guessable = await refusal(() =>
      payload.update({
        collection: 'users',
        id: editor.id,
        data: { password: 'MyPassword-2026!' } as never,
        ...asUser(editor),
      }),
    );
    expect(guessable).toMatchObject({ path: 'password', message: expect.stringContaining('password') });
    // The operator's setting is theirs (the start-up review refuses a weak one on a public site).
    const operator = await payload.create({
      collection: 'users',
      overrideAccess: true,
      context: { operatorPassword: true },
      data: { email: `operator-${stamp}@lumen.test`, password: 'local-dev', role: 'editor' } as never,
    });
    expect(operator.id).toBeTruthy();
  });

  it('never locks an account for everyone, however many wrong passwords it gets (cms/sign-ins.ts holds the client)', async () => {
    const email = `locked-${stamp}@lumen.test`;
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password: 'The-right-one-2026', role: 'editor' } as never,
    });
    for (let attempt = 0; attempt < 12; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: `wrong-${attempt}` } }),
      ).rejects.toThrow(/incorrect/i);
    }
    const signedIn = await payload.login({ collection: 'users', data: { email, password: 'The-right-one-2026' } });
    expect(signedIn.token).toBeTruthy();
  });
});

describe("the back office's own mail", () => {
  it("a password reset goes through the site's outbox: an .eml without SMTP_URL, from MAIL_FROM, with the reset link at the site's address", async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    await payload.forgotPassword({ collection: 'users', data: { email: editor.email }, disableEmail: false });
    const files = (await readdir(environment.outboxDir)).filter(
      (name) => name.includes('-back-office-') && name.endsWith('.eml'),
    );
    expect(files).toHaveLength(1);
    const raw = await readFile(`${environment.outboxDir}/${files[0]}`, 'utf8');
    expect(raw).toMatch(/^From: Lumen Estudio <estudio@lumen\.test>/m);
    expect(raw).toMatch(new RegExp(`^To: ${editor.email.replace('.', '\\.')}`, 'm'));
    // An absolute link (a relative one opens nothing in a mail program), at the site's address.
    expect(raw.replace(/=\r?\n/g, '')).toMatch(
      /href=3D"http:\/\/[^"\/]+\/admin\/reset\/[0-9a-f]{20,}"|href="http:\/\/[^"\/]+\/admin\/reset\/[0-9a-f]{20,}"/,
    );
  });
});

describe('where things are kept', () => {
  it('the store: its own SQLite file beside the bookings, or the cms schema of PostgreSQL; uploads: Blob, S3 or disk', async () => {
    const { cmsDatabase } = await import('@/cms/database');
    const { mediaStorage } = await import('@/cms/storage');
    expect(
      cmsDatabase({ CMS_DATABASE_URL: undefined, DATABASE_URL: 'file:.data/studio.db', DATA_DIR: '/srv/data' }),
    ).toEqual({ kind: 'sqlite', url: 'file:/srv/data/cms.db' });
    expect(
      cmsDatabase({ CMS_DATABASE_URL: undefined, DATABASE_URL: 'postgres://u:p@db/studio', DATA_DIR: '.data' }),
    ).toEqual({ kind: 'postgres', url: 'postgres://u:p@db/studio', schema: 'cms' });
    expect(
      cmsDatabase({ CMS_DATABASE_URL: 'file:/tmp/x.db', DATABASE_URL: 'postgres://u:p@db/studio', DATA_DIR: '.data' }),
    ).toEqual({ kind: 'sqlite', url: 'file:/tmp/x.db' });
    expect(mediaStorage({ BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_x', S3_BUCKET: 'b' })).toBe('vercel-blob');
    expect(mediaStorage({ BLOB_READ_WRITE_TOKEN: undefined, S3_BUCKET: 'bucket' })).toBe('s3');
    expect(mediaStorage({ BLOB_READ_WRITE_TOKEN: undefined, S3_BUCKET: undefined })).toBe('local');
  });
});

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

/** A 900×600 JPEG uploaded by `user`, removed after the file's tests. */
async function uploadPhotograph(name: string, user: User) {
  const file = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a6a3b' } })
    .jpeg()
    .toBuffer();
  return keep(
    'media',
    await payload.create({
      collection: 'media',
      data: { alt: name } as never,
      file: { data: file, mimetype: 'image/jpeg', name: `${name}-${stamp}.jpg`, size: file.length },
      user,
      overrideAccess: false,
    }),
  );
}

/** A gallery of the architecture portfolio's houses folder, created by the owner and removed after the file. */
type Gallery = DataFromCollectionSlug<'galleries'>;

const ownersArchitectureGallery = async (data: Record<string, unknown>) =>
  keep(
    'galleries',
    await payload.create({
      collection: 'galleries',
      data: { category: 'architecture', subcategory: 'casas', ...data } as never,
      user: owner,
      overrideAccess: false,
    }),
  );

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
