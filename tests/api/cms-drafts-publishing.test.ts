import { describe, expect, it } from 'vitest';
import { asEditor, expired, payload, publishedEntry, setUpDraftsOffice, visitorTitle } from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// Publishing changes what visitors read, and expires the page's tags for the languages that changed only.
setTestEnvironment();
setUpDraftsOffice();

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
