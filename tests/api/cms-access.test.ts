import { describe, expect, it } from 'vitest';
import { asUser, editor, owner, payload, stamp, setUpBackOffice, type User } from './support/back-office';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';

// Who may do what in each collection of the back office (Local API on this file's store); its mail; its storage.
// Without SMTP_URL the back office's mail is an .eml in this file's outbox folder.
const environment = setTestEnvironment();
setUpBackOffice();

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

  it('never locks an account for everyone, however many wrong passwords it gets (cms/rest/sign-ins.ts holds the client)', async () => {
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
