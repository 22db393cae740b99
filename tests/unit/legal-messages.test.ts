import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { outlineLegalSections } from '@/components/legal/legal-outline';
import { legalDocuments, legalPlaceholders, legalTags } from '@/components/legal/legal-vocabulary';
import { STORAGE_KEYS } from '@/lib/constants';
import en from '@/messages/en/legal.json';
import es from '@/messages/es/legal.json';
import itMessages from '@/messages/it/legal.json';

const catalogues = { es, en, it: itMessages } as const;
const locales = ['es', 'en', 'it'] as const;
const translations = ['en', 'it'] as const;

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key path in file order, objects included, so that a moved or renamed key shows up as a difference. */
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

const placeholdersOf = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const tagsOf = (message: string) => [...message.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

/** The sections each legal page must have (a page may carry more, such as the terms' governing law). */
const requiredSections = {
  terms: ['introduction', 'services', 'payments', 'cancellation', 'intellectualProperty', 'liability', 'privacy', 'contact', 'lastUpdate'],
  notice: ['companyInfo', 'purpose', 'termsOfUse', 'intellectualProperty', 'liability', 'modifications', 'applicableLaw', 'legalLanguage', 'lastUpdate'],
  privacy: ['controller', 'dataAndPurposes', 'legalBasis', 'retention', 'recipients', 'internationalTransfers', 'rights', 'securityAndChanges', 'legalLanguage'],
  cookies: ['whatAreCookies', 'types', 'cookiesWeUse', 'localStorage', 'management', 'changes', 'contact'],
} as const;

describe('the three languages have one shape', () => {
  it.each(translations)('%s has exactly the Spanish keys, in the Spanish order', (locale) => {
    expect(keyPaths(catalogues[locale])).toEqual(keyPaths(es));
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
    for (const [path, value] of leaves(es)) {
      const translated = text(catalogues[locale], path);
      expect(placeholdersOf(translated), `${locale} ${path}`).toEqual(placeholdersOf(String(value)));
      expect(tagsOf(translated), `${locale} ${path}`).toEqual(tagsOf(String(value)));
    }
  });

  it('uses only placeholders and tags the legal pages supply', () => {
    for (const [path, value] of leaves(es)) {
      for (const name of placeholdersOf(String(value))) expect(legalPlaceholders, path).toContain(name);
      for (const name of tagsOf(String(value))) expect(legalTags, path).toContain(name);
    }
  });

  it.each(locales)('every %s message renders with the studio values and no error', (locale) => {
    const errors: string[] = [];
    const values = {
      ...Object.fromEntries(legalPlaceholders.map((name) => [name, `«${name}»`])),
      ...Object.fromEntries(legalTags.map((name) => [name, (chunks: string) => `[${chunks}]`])),
    };
    for (const [path, value] of leaves(catalogues[locale])) {
      const t = createTranslator({ locale, messages: { message: String(value) }, onError: (e) => errors.push(`${path}: ${e.message}`) });
      // A straight apostrophe before a brace or tag would silently swallow it; the output must keep no ICU syntax.
      expect(t.markup('message', values), path).not.toMatch(/[{}<>]/);
    }
    expect(errors).toEqual([]);
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
    expect(Object.keys(es.terms.sections.services.table.rows)).toEqual(['starter', 'professional', 'premium']);
    for (const locale of locales) {
      const rows = catalogues[locale].terms.sections.services.table.rows;
      expect(rows.starter.price).toContain('199');
      expect(rows.professional.price).toContain('349');
      expect(rows.premium.price).toContain('699');
      expect(catalogues[locale].terms.sections.payments.p1).toMatch(/IVA/);
      const delivery = Object.values(catalogues[locale].terms.sections.services.list1).join(' ');
      for (const figure of ['5', '10', '15', '2']) expect(delivery).toContain(figure);
    }
  });

  it('terms: cancellation has three policy points (over 48 h free, 24 to 48 h 50 %, under 24 h 100 %)', () => {
    for (const locale of locales) {
      const points = catalogues[locale].terms.sections.cancellation.list1;
      expect(Object.keys(points)).toHaveLength(3);
      expect(points.moreThan48).toContain('48');
      expect(points.between24And48).toMatch(/50\s?%/);
      expect(points.lessThan24).toMatch(/100\s?%/);
      expect(catalogues[locale].terms.sections.cancellation.p1).toContain('24');
    }
  });

  it('cookies: four types, one language cookie in a four-column table, and the local storage keys', () => {
    expect(Object.keys(es.cookies.sections.types.list1)).toEqual(['essential', 'performance', 'functionality', 'targeting']);
    for (const locale of locales) {
      const table = catalogues[locale].cookies.sections.cookiesWeUse.table;
      expect(Object.keys(table.columns)).toEqual(['name', 'purpose', 'duration', 'type']);
      expect(Object.keys(table.rows)).toHaveLength(1);
      expect(table.rows.language.name).toContain(STORAGE_KEYS.language);
      expect(table.rows.language.duration).toMatch(/^1 /);
      const storage = Object.values(catalogues[locale].cookies.sections.localStorage.list1).join(' ');
      for (const key of Object.values(STORAGE_KEYS)) expect(storage, `${locale} ${key}`).toContain(`<code>${key}</code>`);
    }
  });
});

describe('the Spanish text binds', () => {
  it.each([
    ['es', /español/],
    ['en', /Spanish version/],
    ['it', /versione spagnola/],
  ] as const)('%s: every page carries the binding-language note', (locale, mentionsSpanish) => {
    expect(catalogues[locale].common.bindingNote).toMatch(mentionsSpanish);
    expect(catalogues[locale].common.bindingLabel).toBeTruthy();
  });

  it.each(translations)('%s: the note calls the page a translation', (locale) => {
    expect(catalogues[locale].common.bindingNote).toMatch(/translation|traduzione/);
  });

  it.each(['notice', 'privacy'] as const)('%s has its own language section naming Spanish as binding', (document) => {
    expect(es[document].sections.legalLanguage.p1).toMatch(/español/);
    expect(en[document].sections.legalLanguage.p1).toMatch(/Spanish/);
    expect(itMessages[document].sections.legalLanguage.p1).toMatch(/spagnol/);
  });
});
