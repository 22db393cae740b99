import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload';
import { locales, type Locale } from '@/lib/i18n/locales';
import { DEFAULT_CMS_LOCALE } from '../locales';

/** What visitors see of a document in each language, and which tags a publishing write therefore expires. */

/**
 * The languages a change in `locale` shows in: the text itself, and, for Spanish, every language whose translation is
 * empty and falls back to it; a change of the Spanish text is shown in all three.
 */
export function affectedLocales(locale: string | undefined): readonly Locale[] {
  if (!locale || locale === 'all' || locale === DEFAULT_CMS_LOCALE) return locales;
  return (locales as readonly string[]).includes(locale) ? [locale as Locale] : locales;
}

export type Doc = Record<string, unknown>;
export type TagsOf = (doc: Doc, lang: Locale) => string[];

/** What a visitor sees of a document in each language (its published state with the Spanish fallback), or null. */
type VisitorView = Record<Locale, string | null>;
export type Snapshot = { doc: Doc | null; view: VisitorView };

export const NOTHING: Snapshot = { doc: null, view: { es: null, en: null, it: null } };

const isLocaleMap = (value: object): value is Partial<Record<Locale, unknown>> => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (locales as readonly string[]).includes(key));
};

/**
 * A document read in every language (`locale: 'all'`) as a reader sees it in `lang`: an empty text falls back to
 * Spanish.
 */
function inLanguage(value: unknown, lang: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, lang));
  if (typeof value !== 'object' || value === null) return value;
  if (isLocaleMap(value)) {
    const own = value[lang];
    return inLanguage(own === undefined || own === null || own === '' ? value[DEFAULT_CMS_LOCALE] : own, lang);
  }
  const ignored = new Set(['updatedAt', 'createdAt', '_status']);
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (ignored.has(key) ? [] : [[key, inLanguage(inner, lang)]])),
  );
}

export function snapshotOf(doc: Doc | null | undefined): Snapshot {
  if (!doc || doc._status !== 'published') return { doc: doc ?? null, view: { ...NOTHING.view } };
  const view = Object.fromEntries(locales.map((lang) => [lang, JSON.stringify(inLanguage(doc, lang))])) as VisitorView;
  return { doc, view };
}

/**
 * The published document as it is in the store now (within the write's transaction: `req`). A Local API call made
 * with `req` sets the request's locale to its own: the write's locale is put back for the write and its hooks.
 */
export async function readPublished(
  req: PayloadRequest,
  target: { collection: CollectionSlug; id: number | string } | { global: GlobalSlug },
): Promise<Snapshot> {
  const { locale, fallbackLocale } = req;
  try {
    const common = { locale: 'all', depth: 0, draft: false, overrideAccess: true, req } as const;
    if ('global' in target)
      return snapshotOf((await req.payload.findGlobal({ slug: target.global, ...common })) as unknown as Doc);
    const { docs } = await req.payload.find({
      collection: target.collection,
      where: { id: { equals: target.id } },
      limit: 1,
      pagination: false,
      ...common,
    });
    return snapshotOf(docs[0] as unknown as Doc | undefined);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}

/**
 * The tags a publishing write expires: the languages whose published page changed (a draft published in another
 * language than the editor's current one, a text falling back to a changed Spanish one, an entry moved to another page,
 * an unpublish), and the language written in (in all three for Spanish, see affectedLocales).
 */
export function tagsBetween(
  before: Snapshot | null,
  after: Snapshot,
  written: string | undefined,
  tagsOf: TagsOf,
): string[] {
  // A write that leaves nothing published (a new draft, a draft unpublished again) adds no language of its own.
  const changed = new Set<Locale>(after.doc?._status === 'published' ? affectedLocales(written) : []);
  for (const lang of locales) if (!before || before.view[lang] !== after.view[lang]) changed.add(lang);
  const unique = new Set<string>();
  for (const lang of locales.filter((code) => changed.has(code))) {
    for (const doc of [after.doc, before?.doc]) if (doc) for (const tag of tagsOf(doc, lang)) unique.add(tag);
  }
  return [...unique];
}
