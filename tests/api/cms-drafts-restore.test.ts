import { describe, expect, it } from 'vitest';
import { asEditor, expired, payload, publishedEntry, setUpDraftsOffice, visitorTitle } from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// Restoring a version publishes the earlier text at once and expires its page.
setTestEnvironment();
setUpDraftsOffice();

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
