import { describe, expect, it } from 'vitest';
import { legalSeed, legalSeedInLanguage } from '@/cms/seed/legal-pages';
import { outlineLegalSections } from '@/components/legal/legal-outline';
import { legalTextProblems, placeholdersOf, tagsOf } from '@/lib/legal/text-check';
import { legalDocumentMessages } from '@/lib/legal/tree';
import { legalDocuments } from '@/lib/legal/vocabulary';
import { STORAGE_KEYS } from '@/lib/constants';
import en from '@/messages/en/legal.json';
import es from '@/messages/es/legal.json';
import itMessages from '@/messages/it/legal.json';

/*
 * The legal texts as the back office first imports them (cms/seed/legal-pages.json), each language assembled into the
 * message tree the legal pages render, beside the pages' interface strings (messages/<locale>/legal.json). Later edits
 * are checked on save by the same rules (lib/legal/text-check.ts, cms/collections/LegalPages/index.ts).
 */
const locales = ['es', 'en', 'it'] as const;
const translations = ['en', 'it'] as const;
const interfaceStrings = { es, en, it: itMessages } as const;

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

const catalogues = Object.fromEntries(
  locales.map((locale) => [
    locale,
    {
      common: interfaceStrings[locale].common,
      ...Object.fromEntries(
        legalSeed.map((entry) => [entry.document, legalDocumentMessages(legalSeedInLanguage(entry, locale))]),
      ),
    } as Tree,
  ]),
) as Record<(typeof locales)[number], Tree>;

/** Every key path in order, objects included, so that a moved or renamed key shows up as a difference. */
function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTree(value) ? [`${path}/`, ...keyPaths(value, path)] : [path];
  });
}

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTree(value) ? leaves(value, path) : [[path, value]];
  });
}

function node(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (isTree(current) ? current[key] : undefined), tree);
}

function text(tree: Tree, path: string): string {
  const value = node(tree, path);
  if (typeof value !== 'string') throw new Error(`${path} is not a text`);
  return value;
}

function subtree(tree: Tree, path: string): Tree {
  const value = node(tree, path);
  if (!isTree(value)) throw new Error(`${path} is not an object`);
  return value;
}

/** The sections each legal page must have (a page may carry more, such as the terms' governing law). */
const requiredSections = {
  terms: [
    'introduction',
    'services',
    'payments',
    'cancellation',
    'intellectualProperty',
    'liability',
    'privacy',
    'contact',
    'lastUpdate',
  ],
  notice: [
    'companyInfo',
    'purpose',
    'termsOfUse',
    'intellectualProperty',
    'liability',
    'modifications',
    'applicableLaw',
    'legalLanguage',
    'lastUpdate',
  ],
  privacy: [
    'controller',
    'dataAndPurposes',
    'legalBasis',
    'retention',
    'recipients',
    'internationalTransfers',
    'rights',
    'securityAndChanges',
    'legalLanguage',
  ],
  cookies: ['whatAreCookies', 'types', 'cookiesWeUse', 'localStorage', 'management', 'changes', 'contact'],
} as const;

describe('the three languages have one shape', () => {
  it('the seed holds the four documents, once each', () => {
    expect(legalSeed.map((entry) => entry.document).sort()).toEqual([...legalDocuments].sort());
  });

  it.each(translations)('%s has exactly the Spanish keys, in the Spanish order', (locale) => {
    expect(keyPaths(catalogues[locale])).toEqual(keyPaths(catalogues.es));
  });

  it.each(locales)('%s has no empty text and nothing but texts at the leaves', (locale) => {
    for (const [path, value] of leaves(catalogues[locale])) {
      expect(typeof value, path).toBe('string');
      expect(String(value).trim(), path).not.toBe('');
    }
  });
});

describe('placeholders and tags', () => {
  it.each(translations)('%s uses the same placeholders and tags as Spanish in every message', (locale) => {
    for (const [path, value] of leaves(catalogues.es)) {
      const translated = text(catalogues[locale], path);
      expect(placeholdersOf(translated), `${locale} ${path}`).toEqual(placeholdersOf(String(value)));
      expect(tagsOf(translated), `${locale} ${path}`).toEqual(tagsOf(String(value)));
    }
  });

  it.each(locales)('every %s message passes the check the back office makes on save', (locale) => {
    for (const [path, value] of leaves(catalogues[locale]))
      expect(legalTextProblems(String(value)), `${locale} ${path}`).toEqual([]);
  });

  it('the check refuses what would break a page: unknown placeholders and tags, broken syntax, swallowed markup', () => {
    expect(legalTextProblems('Hola {cliente}')).toEqual([{ kind: 'placeholder', name: 'cliente' }]);
    expect(legalTextProblems('Ver <link>aquí</link>')).toEqual([{ kind: 'tag', name: 'link' }]);
    expect(legalTextProblems('Ver <strong>aquí</em>')).toEqual([{ kind: 'tag', name: 'em' }]);
    expect(legalTextProblems('{brand, plural, one {# foto} other {# fotos}}')[0]?.kind).toBe('syntax');
    expect(legalTextProblems('{brand')[0]?.kind).toBe('syntax');
    expect(legalTextProblems('Ver <strong>aquí')[0]?.kind).toBe('syntax');
    // A straight apostrophe quotes what follows: the page would show the braces themselves.
    expect(legalTextProblems("L'{brand} è nostro")[0]?.kind).toBe('syntax');
    expect(legalTextProblems('L’<strong>{brand}</strong> è nostro, tel. <tel>{phone}</tel>')).toEqual([]);
  });
});

describe('every legal page has the sections the spec lists', () => {
  it.each(legalDocuments)('%s: title, description and the required sections, each titled', (document) => {
    for (const locale of locales) {
      const catalogue = catalogues[locale];
      expect(text(catalogue, `${document}.title`)).toBeTruthy();
      expect(text(catalogue, `${document}.description`)).toBeTruthy();
      const sections = outlineLegalSections(document, node(catalogue, `${document}.sections`));
      const keys = sections.map((section) => section.key);
      for (const required of requiredSections[document]) expect(keys, `${locale} ${document}`).toContain(required);
      for (const section of sections) expect(section.blocks.length, `${locale} ${section.key}`).toBeGreaterThan(0);
    }
  });

  it('privacy policy sections are numbered 1 to 8, then the language note', () => {
    for (const locale of locales) {
      const titles = outlineLegalSections('privacy', node(catalogues[locale], 'privacy.sections')).map((s) =>
        text(catalogues[locale], s.title),
      );
      expect(titles.slice(0, 8).map((title) => title.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
      expect(titles.at(-1)).not.toMatch(/^\d/);
    }
  });

  it('terms: the three monthly plans with their prices, VAT included, and the delivery and revision rules', () => {
    expect(Object.keys(subtree(catalogues.es, 'terms.sections.services.table.rows'))).toEqual([
      'starter',
      'professional',
      'premium',
    ]);
    for (const locale of locales) {
      const catalogue = catalogues[locale];
      const rows = 'terms.sections.services.table.rows';
      expect(text(catalogue, `${rows}.starter.price`)).toContain('199');
      expect(text(catalogue, `${rows}.professional.price`)).toContain('349');
      expect(text(catalogue, `${rows}.premium.price`)).toContain('699');
      expect(text(catalogue, 'terms.sections.payments.p1')).toMatch(/IVA/);
      const delivery = Object.values(subtree(catalogue, 'terms.sections.services.list1')).join(' ');
      for (const figure of ['5', '10', '15', '2']) expect(delivery).toContain(figure);
    }
  });

  it('terms: cancellation has three policy points (over 48 h free, 24 to 48 h 50 %, under 24 h 100 %)', () => {
    for (const locale of locales) {
      const catalogue = catalogues[locale];
      expect(Object.keys(subtree(catalogue, 'terms.sections.cancellation.list1'))).toHaveLength(3);
      expect(text(catalogue, 'terms.sections.cancellation.list1.moreThan48')).toContain('48');
      expect(text(catalogue, 'terms.sections.cancellation.list1.between24And48')).toMatch(/50\s?%/);
      expect(text(catalogue, 'terms.sections.cancellation.list1.lessThan24')).toMatch(/100\s?%/);
      expect(text(catalogue, 'terms.sections.cancellation.p1')).toContain('24');
    }
  });

  it('cookies: four types, one language cookie in a four-column table, and the local storage keys', () => {
    expect(Object.keys(subtree(catalogues.es, 'cookies.sections.types.list1'))).toEqual([
      'essential',
      'performance',
      'functionality',
      'targeting',
    ]);
    for (const locale of locales) {
      const catalogue = catalogues[locale];
      const table = 'cookies.sections.cookiesWeUse.table';
      expect(Object.keys(subtree(catalogue, `${table}.columns`))).toEqual(['name', 'purpose', 'duration', 'type']);
      expect(Object.keys(subtree(catalogue, `${table}.rows`))).toHaveLength(1);
      expect(text(catalogue, `${table}.rows.language.name`)).toContain(STORAGE_KEYS.language);
      expect(text(catalogue, `${table}.rows.language.duration`)).toMatch(/^1 /);
      const storage = Object.values(subtree(catalogue, 'cookies.sections.localStorage.list1')).join(' ');
      for (const key of Object.values(STORAGE_KEYS))
        expect(storage, `${locale} ${key}`).toContain(`<code>${key}</code>`);
    }
  });
});

describe('the Spanish text binds', () => {
  it.each([
    ['es', /español/],
    ['en', /Spanish version/],
    ['it', /versione spagnola/],
  ] as const)('%s: every page carries the binding-language note', (locale, mentionsSpanish) => {
    expect(interfaceStrings[locale].common.bindingNote).toMatch(mentionsSpanish);
    expect(interfaceStrings[locale].common.bindingLabel).toBeTruthy();
  });

  it.each(translations)('%s: the note calls the page a translation', (locale) => {
    expect(interfaceStrings[locale].common.bindingNote).toMatch(/translation|traduzione/);
  });

  it.each(['notice', 'privacy'] as const)('%s has its own language section naming Spanish as binding', (document) => {
    expect(text(catalogues.es, `${document}.sections.legalLanguage.p1`)).toMatch(/español/);
    expect(text(catalogues.en, `${document}.sections.legalLanguage.p1`)).toMatch(/Spanish/);
    expect(text(catalogues.it, `${document}.sections.legalLanguage.p1`)).toMatch(/spagnol/);
  });
});
