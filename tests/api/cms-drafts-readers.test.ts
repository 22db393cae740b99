import { describe, expect, it } from 'vitest';
import {
  asEditor,
  created,
  editorToken,
  payload,
  publishedEntry,
  stamp,
  setUpDraftsOffice,
} from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// Who reads drafts and versions through Payload's REST route: staff do; a visitor gets a 403.
setTestEnvironment();
setUpDraftsOffice();

const rest = await import('@/app/(payload)/cms-api/[...slug]/route');

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
