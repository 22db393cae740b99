import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload';
import { SCHEDULE_TAG, cmsTag, contentTag, legalPageTag } from '@/lib/provider/content-tags';
import { locales, type Locale } from '@/lib/i18n/locales';
import { DEFAULT_CMS_LOCALE } from '../locales';

/** Set in a write's `context` (the seed) to skip revalidation: nothing is cached yet, and there is no Next request. */
export const SKIP_REVALIDATE = 'skipRevalidate';

type Revalidate = (tags: string[]) => void;

/**
 * Expires the tags at once (not stale-while-revalidate): the editor's next look at the page shows the change. Outside
 * a Next request (a script, a test without a server) there is no cache to expire and Next throws; that is logged.
 */
const expireNow: Revalidate = (tags) => {
  void import('next/cache').then(({ revalidateTag }) => {
    for (const tag of tags) {
      try {
        revalidateTag(tag, { expire: 0 });
      } catch (error) {
        console.warn(`[cms] could not revalidate ${tag}`, error instanceof Error ? error.message : error);
      }
    }
  });
};

let revalidate: Revalidate = expireNow;

/** Tests watch the tags a change expires. */
export function onRevalidate(observer: Revalidate | null): void {
  revalidate = observer ?? expireNow;
}

/**
 * The languages a change in `locale` shows in: the text itself, and, for Spanish, every language whose translation is
 * empty and falls back to it; a change of the Spanish text is shown in all three.
 */
export function affectedLocales(locale: string | undefined): readonly Locale[] {
  if (!locale || locale === 'all' || locale === DEFAULT_CMS_LOCALE) return locales;
  return (locales as readonly string[]).includes(locale) ? [locale as Locale] : locales;
}

type ContentDoc = { id: number | string; page?: string | null };

function tagsFor(pages: Iterable<string | null | undefined>, changed: readonly Locale[]): string[] {
  const unique = new Set<string>();
  for (const page of pages) if (page) for (const lang of changed) unique.add(contentTag(page, lang));
  return [...unique];
}

export const revalidateContentAfterChange: CollectionAfterChangeHook<ContentDoc> = ({ doc, previousDoc, req, context }) => {
  if (context[SKIP_REVALIDATE]) return doc;
  // A section moved to another page changes both pages.
  revalidate(tagsFor([doc.page, previousDoc?.page], affectedLocales(req.locale ?? undefined)));
  return doc;
};

export const revalidateContentAfterDelete: CollectionAfterDeleteHook<ContentDoc> = ({ doc, context }) => {
  if (context[SKIP_REVALIDATE]) return doc;
  revalidate(tagsFor([doc.page], locales));
  return doc;
};

type LegalPageDoc = { id: number | string; document?: string | null; sections?: unknown };

/**
 * What a legal document's three languages share: its sections and blocks, their order and identifiers (the row ids
 * Payload gives them), without the texts. When that changes, the page changes in every language, whichever language
 * the editor was working in.
 */
function legalStructure(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(legalStructure);
  if (typeof value !== 'object' || value === null) return undefined;
  const shared = Object.entries(value).filter(([key]) => ['id', 'key', 'blockType', 'column', 'sections', 'blocks', 'items', 'columns', 'rows', 'cells'].includes(key));
  return Object.fromEntries(shared.map(([key, inner]) => [key, typeof inner === 'object' ? legalStructure(inner) : inner]));
}

const legalTags = (document: string | null | undefined, changed: readonly Locale[]): string[] =>
  document ? changed.map((lang) => legalPageTag(document, lang)) : [];

/** A legal document's change expires its own page, in the languages it shows in (all three when its structure moved). */
export const revalidateLegalPageAfterChange: CollectionAfterChangeHook<LegalPageDoc> = ({ doc, previousDoc, operation, req, context }) => {
  if (context[SKIP_REVALIDATE]) return doc;
  const structural = operation === 'create' || JSON.stringify(legalStructure(doc.sections)) !== JSON.stringify(legalStructure(previousDoc?.sections));
  revalidate(legalTags(doc.document, structural ? locales : affectedLocales(req.locale ?? undefined)));
  return doc;
};

export const revalidateLegalPageAfterDelete: CollectionAfterDeleteHook<LegalPageDoc> = ({ doc, context }) => {
  if (!context[SKIP_REVALIDATE]) revalidate(legalTags(doc.document, locales));
  return doc;
};

/**
 * The hooks of any other collection: a change expires the collection's tag in the languages it shows in (see
 * affectedLocales), a deletion in all of them. Readers tag their reads with cmsTag(slug, lang)
 * (lib/provider/cms/cached.ts).
 */
export function revalidateCollection(slug: string): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
    if (!context[SKIP_REVALIDATE]) revalidate(affectedLocales(req.locale ?? undefined).map((lang) => cmsTag(slug, lang)));
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
    if (!context[SKIP_REVALIDATE]) revalidate(locales.map((lang) => cmsTag(slug, lang)));
    return doc;
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** The same for a global (one document, such as the pricing plans or a legal page). */
export function revalidateGlobal(slug: string): NonNullable<GlobalConfig['hooks']> {
  const afterChange: GlobalAfterChangeHook = ({ doc, req, context }) => {
    if (!context[SKIP_REVALIDATE]) revalidate(affectedLocales(req.locale ?? undefined).map((lang) => cmsTag(slug, lang)));
    return doc;
  };
  return { afterChange: [afterChange] };
}

/**
 * The booking schedule is one document for every language: a change expires the pages that render it (the booking
 * page, the home page's dialog) in all of them. Availability and the server's re-checks read it uncached.
 */
export const revalidateSchedule: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context[SKIP_REVALIDATE]) revalidate([SCHEDULE_TAG]);
  return doc;
};
