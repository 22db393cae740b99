import { describe, expect, it } from 'vitest';
import { editor, expired, owner, payload, stamp, setUpBackOffice } from './support/back-office';
import { setTestEnvironment } from './support/environment';

// The cache tags a change in the back office expires (cms/hooks/revalidate.ts), per page and language.
setTestEnvironment();
setUpBackOffice();

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
