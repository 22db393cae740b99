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
  RequestContext,
} from 'payload';
import { SCHEDULE_TAG, SKIP_REVALIDATE, cmsTag, contentTag, legalPageTag } from '@/lib/provider/content-tags';
import { locales } from '@/lib/i18n/locales';
import {
  affectedLocales,
  readPublished,
  NOTHING,
  tagsBetween,
  type Doc,
  type Snapshot,
  type TagsOf,
} from './visitor-view';

export { affectedLocales } from './visitor-view';

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

/** What a write did to what visitors see: nothing (a draft save), or a change from `before` (null: not known). */
type Pending = { draftSave: true } | { draftSave: false; before: Snapshot | null };
const pendingKey = (slug: string) => `studio:revalidate:${slug}`;

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
