import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataFromCollectionSlug, Payload } from 'payload';
import { createTranslator } from 'use-intl/core';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';
import { mapLegalSection, outlineLegalSections } from '@/components/legal/legal-outline';
import type { LegalDocumentMessages } from '@/lib/legal/tree';
import { legalDocuments, legalPlaceholders, legalTags, type LegalDocumentKey } from '@/lib/legal/vocabulary';
import todays from '../fixtures/legal-messages.json';

/*
 * The legal pages in the back office (the `legal-pages` collection) on the store the tests run on: the one-time
 * import of today's texts, reading them back in the shape the pages render, who may change them, the check every text
 * passes on save, and the cache tags a change expires. tests/fixtures/legal-messages.json is what
 * messages/<locale>/legal.json held for the four documents before they moved to the back office.
 */
setTestEnvironment();

const locales = ['es', 'en', 'it'] as const;
type Lang = (typeof locales)[number];
type User = { id: number | string; role: 'owner' | 'editor'; email: string; collection: 'users' };
type Doc = DataFromCollectionSlug<'legal-pages'>;

let payload: Payload;
let owner: User;
let editor: User;
let readLegalDocument: (document: LegalDocumentKey, lang: Lang) => Promise<LegalDocumentMessages>;
const expired: string[][] = [];
const stamp = Date.now().toString(36);
type Trees = Record<Lang, Record<LegalDocumentKey, LegalDocumentMessages>>;
/**
 * Today's texts: the fixture with the one change made since in the seed, 'e-mail' written 'email' in English and
 * Italian as the rest of the site writes it (a store imported before keeps its own words).
 */
const respell = (trees: Trees[Lang]) =>
  JSON.parse(JSON.stringify(trees).replaceAll('e-mail', 'email').replaceAll('E-mail', 'Email')) as Trees[Lang];
const fixture = todays as Trees;
const today: Trees = { es: fixture.es, en: respell(fixture.en), it: respell(fixture.it) };

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  ({ readLegalDocument } = await import('@/lib/provider/cms/legal-pages'));
  payload = await cms();
  onRevalidate((tags) => expired.push(tags));
  const make = async (role: 'owner' | 'editor') =>
    ({
      ...(await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `legal-${role}-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}`, role } as never,
      })),
      collection: 'users',
    }) as unknown as User;
  owner = await make('owner');
  editor = await make('editor');
});

afterAll(async () => {
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  onRevalidate(null);
});

const find = async (document: LegalDocumentKey, locale: Lang | 'all' = 'es'): Promise<Doc> => {
  const { docs } = await payload.find({
    collection: 'legal-pages',
    where: { document: { equals: document } },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  });
  const [doc] = docs as unknown as Doc[];
  if (!doc) throw new Error(`no ${document}`);
  return doc;
};

/** The messages of a refused save, as the admin shows them beside the fields. */
async function refusal(operation: () => Promise<unknown>): Promise<string[]> {
  try {
    await operation();
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors;
    if (errors) return errors.map((entry) => entry.message);
    throw error;
  }
  throw new Error('the save was accepted');
}

/** A legal page's texts as the page renders them: every message of the outline through a translator, markup as text. */
function rendered(tree: LegalDocumentMessages, document: LegalDocumentKey, locale: Lang) {
  const values = {
    ...Object.fromEntries(legalPlaceholders.map((name) => [name, `«${name}»`])),
    ...Object.fromEntries(legalTags.map((name) => [name, (chunks: string) => `[${name}:${chunks}]`])),
  };
  const errors: string[] = [];
  const messages = { [document]: tree } as Record<LegalDocumentKey, LegalDocumentMessages>;
  const t = createTranslator({ locale, messages, onError: (error) => errors.push(error.message) });
  const render = (path: string) => t.markup(path as Parameters<typeof t.markup>[0], values);
  const page = {
    title: render(`${document}.title`),
    description: render(`${document}.description`),
    sections: outlineLegalSections(document, tree.sections).map((section) => mapLegalSection(section, render)),
  };
  expect(errors).toEqual([]);
  return page;
}

describe('the first import', () => {
  it('brought the four documents, once each', async () => {
    const { docs } = await payload.find({ collection: 'legal-pages', depth: 0, limit: 10, overrideAccess: true });
    expect(docs.map((doc) => (doc as unknown as Doc).document).sort()).toEqual([...legalDocuments].sort());
  });

  it.each(locales)('reads back, in %s, exactly the message trees the pages rendered before', async (lang) => {
    for (const document of legalDocuments) {
      const tree = await readLegalDocument(document, lang);
      // Same keys in the same order (the order is the page's order), same texts.
      expect(JSON.stringify(tree), `${lang} ${document}`).toBe(JSON.stringify(today[lang][document]));
      expect(rendered(tree, document, lang)).toEqual(rendered(today[lang][document], document, lang));
    }
  });

  it('runs once; an interrupted import finishes without duplicates', async () => {
    const { seedCms, seeders } = await import('@/cms/seed');
    expect((await seedCms(payload))['seed:legal-pages']).toBe(0);
    await payload.kv.delete('seed:legal-pages');
    expect((await seedCms(payload))['seed:legal-pages']).toBe(0);
    expect((await payload.count({ collection: 'legal-pages' })).totalDocs).toBe(legalDocuments.length);
    expect(seeders.map((seeder) => seeder.key)).toContain('seed:legal-pages');
  });
});

describe('access', () => {
  it('anyone reads; anonymous visitors change nothing; staff edit; nobody deletes', async () => {
    const terms = await find('terms');
    expect(await allowed(() => payload.find({ collection: 'legal-pages', overrideAccess: false }))).toBe(true);
    expect(
      await allowed(() => payload.update({ collection: 'legal-pages', id: terms.id, data: {}, overrideAccess: false })),
    ).toBe(false);
    expect(
      await allowed(() =>
        payload.create({
          collection: 'legal-pages',
          data: { document: 'terms', title: 'x', description: 'x', sections: [] } as never,
          overrideAccess: false,
        }),
      ),
    ).toBe(false);
    expect(
      await allowed(() => payload.delete({ collection: 'legal-pages', id: terms.id, overrideAccess: false })),
    ).toBe(false);
    expect(
      await allowed(() =>
        payload.update({ collection: 'legal-pages', id: terms.id, data: {}, user: editor, overrideAccess: false }),
      ),
    ).toBe(true);
    expect(
      await allowed(() =>
        payload.delete({ collection: 'legal-pages', id: terms.id, user: editor, overrideAccess: false }),
      ),
    ).toBe(false);
    expect(
      await allowed(() =>
        payload.delete({ collection: 'legal-pages', id: terms.id, user: owner, overrideAccess: false }),
      ),
    ).toBe(false);
    expect(JSON.stringify(await readLegalDocument('terms', 'it'))).toBe(JSON.stringify(today.it.terms));
  });

  it('which page a document is never changes', async () => {
    const terms = await find('terms');
    await payload.update({
      collection: 'legal-pages',
      id: terms.id,
      data: { document: 'cookies' } as never,
      user: owner,
      overrideAccess: false,
    });
    expect(
      (await payload.findByID({ collection: 'legal-pages', id: terms.id, depth: 0, overrideAccess: true })).document,
    ).toBe('terms');
  });
});

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
