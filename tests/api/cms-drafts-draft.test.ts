import { describe, expect, it } from 'vitest';
import {
  asEditor,
  created,
  expired,
  payload,
  previewTitle,
  publishedEntry,
  stamp,
  setUpDraftsOffice,
  visitorTitle,
} from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// A draft changes what the editor previewing reads, never what visitors read, and expires no page.
setTestEnvironment();
setUpDraftsOffice();

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
