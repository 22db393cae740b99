import type { DataFromCollectionSlug } from 'payload';
import { createTranslator } from 'use-intl/core';
import { beforeAll, expect } from 'vitest';
import { mapLegalSection, outlineLegalSections } from '@/components/legal/legal-outline';
import type { LegalDocumentMessages } from '@/lib/legal/tree';
import { legalPlaceholders, legalTags, type LegalDocumentKey } from '@/lib/legal/vocabulary';
import todays from '../../fixtures/legal-messages.json';
import { payload, setUpBackOffice } from './back-office';

export const locales = ['es', 'en', 'it'] as const;
type Lang = (typeof locales)[number];
export type Doc = DataFromCollectionSlug<'legal-pages'>;
type Trees = Record<Lang, Record<LegalDocumentKey, LegalDocumentMessages>>;

// Set by setUpLegalOffice's beforeAll: a test file imports it as a live binding, read once its tests run.
export let readLegalDocument: (document: LegalDocumentKey, lang: Lang) => Promise<LegalDocumentMessages>;

/**
 * Today's texts: tests/fixtures/legal-messages.json (what messages/<locale>/legal.json held for the four documents
 * before they moved to the back office) with the one change made since in the seed, 'e-mail' written 'email' in
 * English and Italian as the rest of the site writes it (a store imported before keeps its own words).
 */
const respell = (trees: Trees[Lang]) =>
  JSON.parse(JSON.stringify(trees).replaceAll('e-mail', 'email').replaceAll('E-mail', 'Email')) as Trees[Lang];
const fixture = todays as Trees;
export const today: Trees = { es: fixture.es, en: respell(fixture.en), it: respell(fixture.it) };

/**
 * The back office with an owner and an editor for tests/api/legal-pages-*.test.ts, and the read the legal pages
 * render from. Call it at the top level, after setTestEnvironment.
 */
export function setUpLegalOffice(): void {
  beforeAll(async () => {
    ({ readLegalDocument } = await import('@/lib/provider/cms/legal-pages'));
  });
  setUpBackOffice({ emailPrefix: 'legal-' });
}

export const find = async (document: LegalDocumentKey, locale: Lang | 'all' = 'es'): Promise<Doc> => {
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
export async function refusal(operation: () => Promise<unknown>): Promise<string[]> {
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
export function rendered(tree: LegalDocumentMessages, document: LegalDocumentKey, locale: Lang) {
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
