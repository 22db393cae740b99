import { describe, expect, it } from 'vitest';
import { editor, expired, payload } from './support/back-office';
import { setTestEnvironment } from './support/environment';
import { find, locales, readLegalDocument, refusal, today, setUpLegalOffice } from './support/legal-pages';

// Editing a legal page (translations, structure, the check that refuses a text the page could not render), and the
// cache tags a change expires: its own page, in the languages the change reaches.
setTestEnvironment();
setUpLegalOffice();

describe('editing', () => {
  it('a translation changes its language only; structure added in one language shows in all, in Spanish until translated', async () => {
    const cookies = await find('cookies', 'en');
    const [first, ...rest] = cookies.sections ?? [];
    if (!first) throw new Error('no section');
    const added = { blockType: 'paragraph' as const, text: 'A new paragraph in <strong>English</strong>.' };
    await payload.update({
      collection: 'legal-pages',
      id: cookies.id,
      locale: 'en',
      data: {
        sections: [{ ...first, title: 'What cookies are', blocks: [...(first.blocks ?? []), added] }, ...rest],
      } as never,
      user: editor,
      overrideAccess: false,
    });
    const english = await readLegalDocument('cookies', 'en');
    expect(english.sections.whatAreCookies).toMatchObject({
      title: 'What cookies are',
      p3: 'A new paragraph in <strong>English</strong>.',
    });
    const spanish = await readLegalDocument('cookies', 'es');
    expect(spanish.sections.whatAreCookies?.title).toBe(today.es.cookies.sections.whatAreCookies?.title);
    // The Spanish page has the new paragraph too, empty there; Italian falls back to the Spanish text.
    expect(spanish.sections.whatAreCookies?.p3).toBe('');
    expect((await readLegalDocument('cookies', 'it')).sections.whatAreCookies?.title).toBe(
      today.it.cookies.sections.whatAreCookies?.title,
    );

    // Put back as imported.
    await payload.update({
      collection: 'legal-pages',
      id: cookies.id,
      locale: 'en',
      data: { sections: cookies.sections } as never,
      overrideAccess: true,
    });
    for (const lang of locales)
      expect(JSON.stringify(await readLegalDocument('cookies', lang))).toBe(JSON.stringify(today[lang].cookies));
  });

  it('refuses a text the page could not render, with a message saying why, and keeps the page as it was', async () => {
    const privacy = await find('privacy', 'it');
    const save = (data: Record<string, unknown>) => () =>
      payload.update({
        collection: 'legal-pages',
        id: privacy.id,
        locale: 'it',
        data: data as never,
        user: editor,
        overrideAccess: false,
      });
    expect((await refusal(save({ title: 'Privacy di {cliente}' })))[0]).toMatch(/\{cliente\}.*\{brand\}/);
    const sections = structuredClone(privacy.sections ?? []);
    const block = sections[0]?.blocks?.[0];
    if (block?.blockType !== 'paragraph') throw new Error('expected a paragraph');
    block.text = 'Scrivi a <email>noi</email>';
    expect((await refusal(save({ sections })))[0]).toMatch(/<email>.*<mail>/);
    block.text = 'Dell’{brand';
    expect((await refusal(save({ sections })))[0]).toMatch(/\{ .*\}/);
    expect(JSON.stringify(await readLegalDocument('privacy', 'it'))).toBe(JSON.stringify(today.it.privacy));
  });

  it('refuses a table cell for a column the table does not have', async () => {
    const terms = await find('terms');
    const sections = structuredClone(terms.sections ?? []);
    const table = sections.flatMap((section) => section.blocks ?? []).find((block) => block.blockType === 'table');
    if (table?.blockType !== 'table') throw new Error('expected a table');
    const cell = table.rows?.[0]?.cells?.[0];
    if (!cell) throw new Error('expected a cell');
    cell.column = 'colour';
    const messages = await refusal(() =>
      payload.update({
        collection: 'legal-pages',
        id: terms.id,
        data: { sections } as never,
        user: editor,
        overrideAccess: false,
      }),
    );
    expect(messages.join(' ')).toMatch(/colour/);
  });
});

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
