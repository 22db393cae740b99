import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
  GlobalSlug,
  PayloadRequest,
  RequestContext,
} from 'payload';
import { SCHEDULE_TAG, SKIP_REVALIDATE, cmsTag, contentTag, legalPageTag } from '@/lib/provider/content-tags';
import { locales, type Locale } from '@/lib/i18n/locales';
import { DEFAULT_CMS_LOCALE } from '../locales';

type Revalidate = (tags: string[]) => void;

/**
 * Expires the tags at once (not stale-while-revalidate), and again once renders under way have settled
 * (lib/cache/expire.ts): the editor's next look at the page shows the change. Outside a Next request (a script, a test
 * without a server) there is no cache to expire and Next throws; that is logged.
 */
const expireNow: Revalidate = (tags) => {
  void import('@/lib/cache/expire').then(({ expireTags }) => {
    try {
      expireTags(tags);
    } catch (error) {
      console.warn(`[cms] could not revalidate ${tags.join(', ')}`, error instanceof Error ? error.message : error);
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

type Doc = Record<string, unknown>;
type TagsOf = (doc: Doc, lang: Locale) => string[];

/** What a visitor sees of a document in each language (its published state with the Spanish fallback), or null. */
type VisitorView = Record<Locale, string | null>;
type Snapshot = { doc: Doc | null; view: VisitorView };
/** What a write did to what visitors see: nothing (a draft save), or a change from `before` (null: not known). */
type Pending = { draftSave: true } | { draftSave: false; before: Snapshot | null };

const NOTHING: Snapshot = { doc: null, view: { es: null, en: null, it: null } };
const pendingKey = (slug: string) => `studio:revalidate:${slug}`;

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

function snapshotOf(doc: Doc | null | undefined): Snapshot {
  if (!doc || doc._status !== 'published') return { doc: doc ?? null, view: { ...NOTHING.view } };
  const view = Object.fromEntries(locales.map((lang) => [lang, JSON.stringify(inLanguage(doc, lang))])) as VisitorView;
  return { doc, view };
}

/**
 * The published document as it is in the store now (within the write's transaction: `req`). A Local API call made
 * with `req` sets the request's locale to its own: the write's locale is put back for the write and its hooks.
 */
async function readPublished(
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
function tagsBetween(before: Snapshot | null, after: Snapshot, written: string | undefined, tagsOf: TagsOf): string[] {
  // A write that leaves nothing published (a new draft, a draft unpublished again) adds no language of its own.
  const changed = new Set<Locale>(after.doc?._status === 'published' ? affectedLocales(written) : []);
  for (const lang of locales) if (!before || before.view[lang] !== after.view[lang]) changed.add(lang);
  const unique = new Set<string>();
  for (const lang of locales.filter((code) => changed.has(code))) {
    for (const doc of [after.doc, before?.doc]) if (doc) for (const tag of tagsOf(doc, lang)) unique.add(tag);
  }
  return [...unique];
}

/** Whether the write running now on `slug` only saved a draft (or an autosave): visitors see nothing new. */
export const isDraftSave = (context: RequestContext, slug: string): boolean =>
  (context[pendingKey(slug)] as Pending | undefined)?.draftSave === true;

/**
 * Hooks of a versioned collection (cms/versions.ts): a write expires tags only when what visitors see changes — a
 * publish (now or scheduled), an unpublish, a restore that publishes, a deletion of a published document; never a
 * draft save or an autosave. `tagsOf` names a document's tags in one language.
 */
export function revalidatePublishedCollection(
  slug: CollectionSlug,
  tagsOf: TagsOf,
): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'beforeOperation' | 'afterChange' | 'afterDelete'>> {
  const beforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req, context }) => {
    if (context[SKIP_REVALIDATE]) return args;
    const { draft, data, id } = args as { draft?: boolean; data?: { _status?: string }; id?: number | string };
    let pending: Pending | undefined;
    if (operation === 'create') pending = { draftSave: false, before: NOTHING };
    else if (operation === 'update') {
      // Payload saves a draft (a version only, the published document untouched) for `draft: true` unless publishing.
      if (draft && data?._status !== 'published') pending = { draftSave: true };
      else
        pending = {
          draftSave: false,
          before: id === undefined ? null : await readPublished(req, { collection: slug, id }),
        };
    } else if (operation === 'restoreVersion') {
      if (draft) pending = { draftSave: true };
      else {
        const { locale, fallbackLocale } = req;
        const version =
          id === undefined
            ? null
            : await req.payload
                .findVersionByID({ collection: slug, id: String(id), depth: 0, overrideAccess: true, req })
                .catch(() => null);
        req.locale = locale;
        req.fallbackLocale = fallbackLocale;
        const parent = (version as { parent?: number | string | { id: number | string } } | null)?.parent;
        const parentId = typeof parent === 'object' && parent ? parent.id : parent;
        pending = {
          draftSave: false,
          before: parentId === undefined ? null : await readPublished(req, { collection: slug, id: parentId }),
        };
      }
    }
    // On req.context itself: a Local API call made with `req` (the read above) gives the request a new context object.
    if (pending) req.context[pendingKey(slug)] = pending;
    return args;
  };
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    if (context[SKIP_REVALIDATE]) return doc;
    const pending = req.context[pendingKey(slug)] as Pending | undefined;
    if (pending?.draftSave) return doc;
    const after = await readPublished(req, { collection: slug, id: (doc as { id: number | string }).id });
    const tags = tagsBetween(pending?.before ?? null, after, req.locale ?? undefined, tagsOf);
    if (tags.length) revalidate(tags);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
    // A document that was never published (or was unpublished, which expired its page then) was not on the site.
    if (context[SKIP_REVALIDATE] || (doc as Doc)._status !== 'published') return doc;
    const tags = new Set(locales.flatMap((lang) => tagsOf(doc as Doc, lang)));
    if (tags.size) revalidate([...tags]);
    return doc;
  };
  return { beforeOperation: [beforeOperation], afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** The same for a versioned global (one document: a page's editable lists). */
export function revalidatePublishedGlobal(
  slug: GlobalSlug,
): Required<Pick<NonNullable<GlobalConfig['hooks']>, 'beforeOperation' | 'afterChange'>> {
  const tagsOf: TagsOf = (_doc, lang) => [cmsTag(slug, lang)];
  const beforeOperation: GlobalBeforeOperationHook = async ({ args, operation, req, context }) => {
    if (context[SKIP_REVALIDATE]) return args;
    const { draft, data } = args as { draft?: boolean; data?: { _status?: string } };
    if (operation !== 'update' && operation !== 'restoreVersion') return args;
    const draftSave = operation === 'update' ? Boolean(draft) && data?._status !== 'published' : Boolean(draft);
    const pending: Pending = draftSave
      ? { draftSave: true }
      : { draftSave: false, before: await readPublished(req, { global: slug }) };
    req.context[pendingKey(slug)] = pending;
    return args;
  };
  const afterChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
    if (context[SKIP_REVALIDATE]) return doc;
    const pending = req.context[pendingKey(slug)] as Pending | undefined;
    if (pending?.draftSave) return doc;
    const tags = tagsBetween(
      pending?.before ?? null,
      await readPublished(req, { global: slug }),
      req.locale ?? undefined,
      tagsOf,
    );
    if (tags.length) revalidate(tags);
    return doc;
  };
  return { beforeOperation: [beforeOperation], afterChange: [afterChange] };
}

/** Page texts: a text shows on its page (`contents:<page>:<lang>`). */
export const contentsRevalidation = revalidatePublishedCollection('contents', (doc, lang) =>
  typeof doc.page === 'string' ? [contentTag(doc.page, lang)] : [],
);

/** A legal document shows on its own page only (`cms:legal-pages:<document>:<lang>`). */
export const legalPagesRevalidation = revalidatePublishedCollection('legal-pages', (doc, lang) =>
  typeof doc.document === 'string' ? [legalPageTag(doc.document, lang)] : [],
);

/** Galleries show on the portfolios of their language (`cms:galleries:<lang>`). */
export const galleriesRevalidation = revalidatePublishedCollection('galleries', (_doc, lang) => [
  cmsTag('galleries', lang),
]);

/**
 * The hooks of a collection without drafts (media, whose files the galleries show): a change expires the tag in the
 * languages it shows in (see affectedLocales), a deletion in all of them. Readers tag their reads with cmsTag(slug,
 * lang) (lib/provider/cms/cached.ts).
 */
export function revalidateCollection(slug: string): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
    if (!context[SKIP_REVALIDATE])
      revalidate(affectedLocales(req.locale ?? undefined).map((lang) => cmsTag(slug, lang)));
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
    if (!context[SKIP_REVALIDATE]) revalidate(locales.map((lang) => cmsTag(slug, lang)));
    return doc;
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

/**
 * The booking schedule is one document for every language: a change expires the pages that render it (the booking
 * page, the home page's dialog) in all of them. Availability and the server's re-checks read it uncached.
 */
export const revalidateSchedule: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context[SKIP_REVALIDATE]) revalidate([SCHEDULE_TAG]);
  return doc;
};
