import { locales, type Locale } from '@/lib/i18n/locales';

/*
 * The seed files write a text a visitor reads as `{ es, en, it }`; everything else is shared by the three languages.
 * A document is created in Spanish, then each other language is written onto the same rows (by their ids).
 */

export type Tree = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLocalizedLeaf = (value: unknown): value is Record<Locale, string> =>
  isRecord(value) &&
  Object.keys(value).length === locales.length &&
  locales.every((lang) => typeof value[lang] === 'string');

/** The seed tree as one language's document. */
export function inLanguage(tree: Tree, lang: Locale): Tree {
  if (Array.isArray(tree)) return tree.map((item) => inLanguage(item, lang));
  if (isLocalizedLeaf(tree)) return tree[lang];
  if (isRecord(tree))
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, inLanguage(value, lang)]));
  return tree;
}

/**
 * Gives the rows of `data` the ids of the rows already saved at the same place, so that writing another language
 * fills the texts of the same rows instead of replacing the lists.
 */
export function withRowIds(data: Tree, saved: Tree): Tree {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : [];
    return data.map((item, index) => {
      const row = withRowIds(item, rows[index]);
      const id = isRecord(rows[index]) ? rows[index].id : undefined;
      return isRecord(row) && id !== undefined ? { ...row, id } : row;
    });
  }
  if (isRecord(data)) {
    const source = isRecord(saved) ? saved : {};
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withRowIds(value, source[key])]));
  }
  return data;
}
