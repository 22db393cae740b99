import { describe, expect, it } from 'vitest';
import { editor, expired, payload } from './support/back-office';
import { setTestEnvironment } from './support/environment';
import { find, readLegalDocument, today, setUpLegalOffice } from './support/legal-pages';

// The cache tags a change to a legal page expires: its own page, in the languages the change reaches.
setTestEnvironment();
setUpLegalOffice();

describe('revalidation', () => {
  it('a change expires its own page only: a translation in its language, Spanish or the structure in all three, a deletion in all three', async () => {
    const privacy = await find('privacy', 'en');
    expired.length = 0;
    await payload.update({
      collection: 'legal-pages',
      id: privacy.id,
      locale: 'en',
      data: { title: privacy.title },
      user: editor,
      overrideAccess: false,
    });
    expect(expired).toEqual([['cms:legal-pages:privacy:en']]);

    expired.length = 0;
    const spanish = await find('privacy', 'es');
    await payload.update({
      collection: 'legal-pages',
      id: privacy.id,
      locale: 'es',
      data: { title: spanish.title },
      user: editor,
      overrideAccess: false,
    });
    expect(expired).toEqual([
      ['cms:legal-pages:privacy:es', 'cms:legal-pages:privacy:en', 'cms:legal-pages:privacy:it'],
    ]);

    expired.length = 0;
    const sections = privacy.sections ?? [];
    await payload.update({
      collection: 'legal-pages',
      id: privacy.id,
      locale: 'en',
      data: { sections: [...sections.slice(1), ...sections.slice(0, 1)] } as never,
      user: editor,
      overrideAccess: false,
    });
    expect(expired).toEqual([
      ['cms:legal-pages:privacy:es', 'cms:legal-pages:privacy:en', 'cms:legal-pages:privacy:it'],
    ]);
    await payload.update({
      collection: 'legal-pages',
      id: privacy.id,
      locale: 'en',
      data: { sections } as never,
      overrideAccess: true,
    });
    expect(JSON.stringify(await readLegalDocument('privacy', 'es'))).toBe(JSON.stringify(today.es.privacy));

    const { legalPageTag } = await import('@/lib/provider/content-tags');
    expect(legalPageTag('cookies', 'it')).toBe('cms:legal-pages:cookies:it');
  });

  it('a document removed from the store (never through the back office) expires its page in every language', async () => {
    const cookies = await find('cookies');
    expired.length = 0;
    await payload.delete({ collection: 'legal-pages', id: cookies.id, overrideAccess: true });
    expect(expired).toEqual([
      ['cms:legal-pages:cookies:es', 'cms:legal-pages:cookies:en', 'cms:legal-pages:cookies:it'],
    ]);
    const { seedCms } = await import('@/cms/seed');
    await payload.kv.delete('seed:legal-pages');
    expect((await seedCms(payload))['seed:legal-pages']).toBe(1);
  });
});
