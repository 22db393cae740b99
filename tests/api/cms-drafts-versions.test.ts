import { describe, expect, it } from 'vitest';
import {
  asEditor,
  created,
  editorToken,
  expired,
  payload,
  previewTitle,
  publishedEntry,
  stamp,
  setUpDraftsOffice,
  visitorTitle,
} from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// Drafts and versions: what the editor previewing reads, never visitors; restoring a version; who reads them by REST.
setTestEnvironment();
setUpDraftsOffice();

const rest = await import('@/app/(payload)/cms-api/[...slug]/route');

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
