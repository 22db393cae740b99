import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import { setTestEnvironment } from './support/environment';

/*
 * Drafts, publishing, scheduled publishing and restoring (cms/versions.ts, cms/hooks/revalidate.ts): what visitors
 * read changes only when something is published, and only then are the page's tags expired — for the languages that
 * changed; an editor previewing reads the drafts; nobody else reads a draft or a version.
 */
setTestEnvironment({ CRON_SECRET: 'cron-secret-drafts-0123456789' });

const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const cron = await import('@/app/api/cron/scheduled-publish/route');

type User = { id: number | string; role: 'owner' | 'editor'; email: string; collection: 'users' };
type ContentDoc = { id: number; title: string; _status?: string };
const stamp = Date.now().toString(36);
const password = `Una-clave-larga-${stamp}`;
const expired: string[][] = [];
let payload: Payload;
let editor: User;
let editorToken = '';

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  payload = await cms();
  onRevalidate((tags) => expired.push(tags));
  const email = `drafts-editor-${stamp}@lumen.test`;
  editor = {
    ...(await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password, role: 'editor' } as never,
    })),
    collection: 'users',
  } as unknown as User;
  editorToken = (await payload.login({ collection: 'users', data: { email, password } })).token ?? '';
});

afterEach(() => {
  vi.useRealTimers();
});

/* On PostgreSQL the test files share one store: the entry this file works on is its own, and goes at the end. */
const created: number[] = [];
afterAll(async () => {
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  for (const id of created)
    await payload.delete({ collection: 'contents', id, overrideAccess: true }).catch(() => undefined);
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'schedulePublish' } },
    overrideAccess: true,
  });
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  onRevalidate(null);
});

const asEditor = () => ({ user: editor, overrideAccess: false }) as const;

/** A published page text of its own on the `turismo` page, in three languages. */
async function publishedEntry(name: string): Promise<ContentDoc> {
  const doc = await payload.create({
    collection: 'contents',
    locale: 'es',
    data: {
      entryId: `${name}-${stamp}`,
      page: 'turismo',
      section: 'ai',
      order: 90,
      title: `${name} es`,
      description: 'Uno',
      _status: 'published',
    } as never,
    ...asEditor(),
  });
  created.push(doc.id as number);
  for (const lang of ['en', 'it'] as const) {
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: lang,
      data: { title: `${name} ${lang}`, description: 'One', _status: 'published' } as never,
      ...asEditor(),
    });
  }
  return doc as unknown as ContentDoc;
}

/** What a visitor reads of the entry in a language (the public read, lib/provider/cms/contents.ts). */
async function visitorTitle(name: string, lang: 'es' | 'en' | 'it'): Promise<string | undefined> {
  const { readContents } = await import('@/lib/provider/cms/contents');
  const entries = await readContents({ page: 'turismo', section: 'ai', lang });
  return entries.find((entry) => entry.id === `${name}-${stamp}`)?.title;
}

/** What the editor reads when previewing (their session, verified as the preview route does). */
async function previewTitle(name: string, lang: 'es' | 'en' | 'it'): Promise<string | undefined> {
  const { previewSessionFromHeaders } = await import('@/lib/provider/cms/preview');
  const { readContents } = await import('@/lib/provider/cms/contents');
  const session = await previewSessionFromHeaders(new Headers({ cookie: `payload-token=${editorToken}` }));
  const entries = await readContents({ page: 'turismo', section: 'ai', lang }, session);
  return entries.find((entry) => entry.id === `${name}-${stamp}`)?.title;
}

describe('a draft', () => {
  it('saving one leaves the published page as it was and expires nothing; the editor previewing reads it', async () => {
    const doc = await publishedEntry('draft');
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'en',
      draft: true,
      data: { title: 'draft en, not yet' } as never,
      ...asEditor(),
    });
    expect(expired).toEqual([]);
    expect(await visitorTitle('draft', 'en')).toBe('draft en');
    expect(await previewTitle('draft', 'en')).toBe('draft en, not yet');
    expect(await previewTitle('draft', 'es')).toBe('draft es');
  });

  it('autosaving, however often, never expires a page', async () => {
    const doc = await publishedEntry('autosave');
    expired.length = 0;
    for (const title of ['a', 'au', 'aut', 'auto']) {
      await payload.update({
        collection: 'contents',
        id: doc.id,
        locale: 'it',
        draft: true,
        autosave: true,
        data: { title } as never,
        ...asEditor(),
      });
    }
    expect(expired).toEqual([]);
    expect(await visitorTitle('autosave', 'it')).toBe('autosave it');
    expect(await previewTitle('autosave', 'it')).toBe('auto');
  });

  it('a new document saved as a draft is on no page and expires nothing', async () => {
    expired.length = 0;
    const doc = await payload.create({
      collection: 'contents',
      locale: 'es',
      draft: true,
      data: { entryId: `new-${stamp}`, page: 'turismo', section: 'ai', title: 'new es', description: 'Uno' } as never,
      ...asEditor(),
    });
    created.push(doc.id as number);
    expect(expired).toEqual([]);
    expect(await visitorTitle('new', 'es')).toBeUndefined();
    expect(await previewTitle('new', 'es')).toBe('new es');
  });
});

describe('publishing', () => {
  it('changes the page, expiring exactly that page in the language it changed', async () => {
    const doc = await publishedEntry('publish');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'en',
      draft: true,
      data: { title: 'published en' } as never,
      ...asEditor(),
    });
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published' } as never,
      ...asEditor(),
    });
    expect(expired).toEqual([['contents:turismo:en']]);
    expect(await visitorTitle('publish', 'en')).toBe('published en');
    expect(await visitorTitle('publish', 'es')).toBe('publish es');
  });

  it('publishes drafts written in other languages too, and expires those languages as well', async () => {
    const doc = await publishedEntry('languages');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'it',
      draft: true,
      data: { title: 'lingue it' } as never,
      ...asEditor(),
    });
    expired.length = 0;
    // The editor publishes while looking at the English form: the Italian draft goes out with it.
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published' } as never,
      ...asEditor(),
    });
    expect(expired.flat().sort()).toEqual(['contents:turismo:en', 'contents:turismo:it']);
    expect(await visitorTitle('languages', 'it')).toBe('lingue it');
  });

  it('unpublishing takes the entry off its page in every language', async () => {
    const doc = await publishedEntry('unpublish');
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      data: { _status: 'draft' } as never,
      ...asEditor(),
    });
    expect(expired.flat().sort()).toEqual(['contents:turismo:en', 'contents:turismo:es', 'contents:turismo:it']);
    expect(await visitorTitle('unpublish', 'es')).toBeUndefined();
  });

  it('a page global: a draft expires nothing, its publication the changed language only', async () => {
    const saved = (await payload.findGlobal({ slug: 'nm-ia-page', locale: 'en', depth: 0 })) as unknown as {
      quote: { text: string; author: string; role: string };
    };
    const { readNmIaPage } = await import('@/lib/provider/cms/pages');
    try {
      expired.length = 0;
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        draft: true,
        data: { quote: { ...saved.quote, text: 'A draft quote.' } } as never,
        ...asEditor(),
      });
      expect(expired).toEqual([]);
      expect((await readNmIaPage('en')).quote.text).toBe(saved.quote.text);
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        data: { _status: 'published' } as never,
        ...asEditor(),
      });
      expect(expired).toEqual([['cms:nm-ia-page:en']]);
      expect((await readNmIaPage('en')).quote.text).toBe('A draft quote.');
    } finally {
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        data: { quote: saved.quote, _status: 'published' } as never,
        overrideAccess: true,
      });
    }
  });
});

describe('scheduled publishing', () => {
  const queue = (id: number, at: Date) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      // As the admin's schedule drawer queues it: the document, and who scheduled it (the publication runs with their
      // rights).
      input: {
        type: 'publish',
        doc: { relationTo: 'contents', value: String(id) },
        user: { relationTo: 'users', value: editor.id },
      } as never,
      waitUntil: at,
    });

  it('publishes nothing before its time, and the draft at its time (a controlled clock)', async () => {
    const { hasDueJobs, runDueJobs } = await import('@/lib/provider/cms/jobs');
    const doc = await publishedEntry('scheduled');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      draft: true,
      data: { title: 'scheduled later' } as never,
      ...asEditor(),
    });
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await queue(doc.id, at);

    // The server's timer asks first, and calls its cron route only when something is due.
    expect(await hasDueJobs(new Date(at.getTime() - 60_000))).toBe(false);
    expect(await hasDueJobs(new Date(at.getTime() + 60_000))).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() - 60_000));
    expired.length = 0;
    await runDueJobs();
    expect(await visitorTitle('scheduled', 'es')).toBe('scheduled es');
    expect(expired).toEqual([]);

    vi.setSystemTime(new Date(at.getTime() + 60_000));
    const { ran } = await runDueJobs();
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(await visitorTitle('scheduled', 'es')).toBe('scheduled later');
    // A Spanish publication shows in all three languages' pages (the others fall back to Spanish where empty).
    expect(expired.flat().sort()).toEqual(['contents:turismo:en', 'contents:turismo:es', 'contents:turismo:it']);
  });

  it('the cron route runs what is due only for Vercel’s cron (CRON_SECRET) or the server’s own timer', async () => {
    const { localRunnerKey } = await import('@/lib/access/local-runner');
    const call = (authorization?: string) =>
      cron.GET(
        new Request('http://localhost:3000/api/cron/scheduled-publish', {
          headers: authorization ? { authorization } : {},
        }),
      );
    for (const authorization of [
      undefined,
      'Bearer wrong-secret-0123456789',
      'cron-secret-drafts-0123456789',
      `JWT ${editorToken}`,
    ]) {
      expect((await call(authorization)).status).toBe(401);
    }
    const doc = await publishedEntry('cron');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      draft: true,
      data: { title: 'cron now' } as never,
      ...asEditor(),
    });
    await queue(doc.id, new Date(Date.now() - 1000));
    const response = await call('Bearer cron-secret-drafts-0123456789');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect(await visitorTitle('cron', 'es')).toBe('cron now');
    expect((await call(`Bearer ${localRunnerKey()}`)).status).toBe(200);
  });

  it('Payload’s own job-run endpoint refuses a visitor and a signed-in editor', async () => {
    for (const headers of [{}, { authorization: `JWT ${editorToken}` }] as Record<string, string>[]) {
      const url = new URL('http://localhost:3000/cms-api/payload-jobs/run');
      const response = await rest.GET(new Request(url, { headers }), {
        params: Promise.resolve({ slug: ['payload-jobs', 'run'] }),
      });
      expect(response.status).toBe(401);
    }
  });
});

describe('restoring a version', () => {
  it('brings back an earlier text: published at once, its page expired', async () => {
    const doc = await publishedEntry('restore');
    const { docs } = await payload.findVersions({
      collection: 'contents',
      where: { parent: { equals: doc.id } },
      sort: '-updatedAt',
      limit: 1,
      ...asEditor(),
    });
    const first = docs[0];
    if (!first) throw new Error('expected a version');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      data: { title: 'restore changed', _status: 'published' } as never,
      ...asEditor(),
    });
    expect(await visitorTitle('restore', 'es')).toBe('restore changed');
    expired.length = 0;
    await payload.restoreVersion({ collection: 'contents', id: first.id, ...asEditor() });
    expect(await visitorTitle('restore', 'es')).toBe('restore es');
    expect(expired.flat()).toContain('contents:turismo:es');
  });

  it('a page global restored shows its earlier text', async () => {
    const { readNmIaPage } = await import('@/lib/provider/cms/pages');
    const before = (await readNmIaPage('en')).quote.text;
    const saved = (await payload.findGlobal({ slug: 'nm-ia-page', locale: 'en', depth: 0 })) as unknown as {
      quote: { text: string; author: string; role: string };
    };
    await payload.updateGlobal({
      slug: 'nm-ia-page',
      locale: 'en',
      data: { quote: { ...saved.quote, text: 'Changed for the restore.' }, _status: 'published' } as never,
      ...asEditor(),
    });
    expect((await readNmIaPage('en')).quote.text).toBe('Changed for the restore.');
    const { docs } = await payload.findGlobalVersions({
      slug: 'nm-ia-page',
      sort: '-updatedAt',
      limit: 2,
      ...asEditor(),
    });
    const earlier = docs[1];
    if (!earlier) throw new Error('expected an earlier version');
    expired.length = 0;
    await payload.restoreGlobalVersion({ slug: 'nm-ia-page', id: String(earlier.id), ...asEditor() });
    expect((await readNmIaPage('en')).quote.text).toBe(before);
    expect(expired.flat()).toContain('cms:nm-ia-page:en');
  });
});

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

describe('who reads drafts and versions', () => {
  const cmsGet = (path: string, token?: string) => {
    const url = new URL(`http://localhost:3000/cms-api/${path}`);
    return rest.GET(new Request(url, { headers: token ? { authorization: `JWT ${token}` } : {} }), {
      params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }),
    });
  };

  it('a visitor asking the REST API for drafts, the published text or the versions gets a 403 (the site reads no REST); staff read drafts', async () => {
    const doc = await publishedEntry('secret');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      draft: true,
      data: { title: 'secret draft' } as never,
      ...asEditor(),
    });
    for (const path of [
      `contents/${doc.id}?draft=true&locale=es`,
      `contents?draft=true&locale=es&where[entryId][equals]=secret-${stamp}`,
      `contents/${doc.id}?locale=es`,
    ]) {
      const response = await cmsGet(path);
      expect(response.status, path).toBe(403);
      expect(JSON.stringify(await response.json())).not.toContain('secret');
    }
    // A forged session is no session.
    expect((await cmsGet(`contents/${doc.id}?draft=true&locale=es`, 'not-a-real-token')).status).toBe(403);
    expect([401, 403]).toContain((await cmsGet(`contents/versions?where[parent][equals]=${doc.id}`)).status);
    expect([401, 403]).toContain((await cmsGet('globals/nm-ia-page/versions')).status);
    const asStaff = JSON.stringify(await (await cmsGet(`contents/${doc.id}?draft=true&locale=es`, editorToken)).json());
    expect(asStaff).toContain('secret draft');
    expect((await cmsGet(`contents/versions?where[parent][equals]=${doc.id}`, editorToken)).status).toBe(200);
  });

  it('a draft never published is on no page and not in the REST API for a visitor', async () => {
    const doc = await payload.create({
      collection: 'contents',
      locale: 'es',
      draft: true,
      data: {
        entryId: `hidden-${stamp}`,
        page: 'turismo',
        section: 'ai',
        title: 'hidden es',
        description: 'Uno',
      } as never,
      ...asEditor(),
    });
    created.push(doc.id as number);
    expect((await cmsGet(`contents/${doc.id}`)).status).toBe(403);
    expect((await cmsGet(`contents?where[entryId][equals]=hidden-${stamp}`)).status).toBe(403);
    // Nor for staff reading the published documents.
    const list = (await (await cmsGet(`contents?where[entryId][equals]=hidden-${stamp}`, editorToken)).json()) as {
      docs: { _status?: string }[];
    };
    expect(list.docs.every((entry) => entry._status !== 'published')).toBe(true);
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
