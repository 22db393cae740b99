import type { CollectionSlug } from 'payload';
import { cms } from '.';
import { SKIP_REVALIDATE } from '@/lib/provider/content-tags';
import { claimLease } from '@/lib/provider/embedded/job-lease';

/*
 * Payload's create view, for a collection that autosaves, stores a new empty draft the moment it opens (so that the
 * autosave has a document to write to). Opening "Crear" and leaving without typing therefore leaves an untitled draft
 * in the list ("<Sin Nombre>"), and they pile up. They are discarded here once an hour has passed: a draft that
 * nobody ever saved after it was made (its latest version is the one the create view wrote) and that has no title in
 * any language. Anything typed (the autosave writes a version), anything published, and any duplicate (it has a
 * title) stays.
 */

/** How long an untouched empty draft is left alone: the editor who opened it may still be choosing what to write. */
export const ABANDONED_DRAFT_AGE_MS = 60 * 60_000;
/** Drafts looked at per collection per run; a studio has a handful. */
const MAX_CANDIDATES = 200;
/** How often a running server (or the cron route, on Vercel) looks: more often would only repeat the queries. */
export const ABANDONED_DRAFT_CHECK_MS = 15 * 60_000;

interface DraftCandidate {
  id: number | string;
  createdAt?: unknown;
  updatedAt?: unknown;
  _status?: unknown;
  [field: string]: unknown;
}

/** No text in any language (a localized field read with locale 'all' is an object of languages). */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isBlank);
  return false;
}

/**
 * Whether a draft (as read with `draft: true`, so its latest version) is old enough and nameless enough to be one the
 * create view made. Whether anyone wrote in it is read from its versions (`untouched`).
 */
export function isAbandonedDraft(doc: DraftCandidate, titleField: string, now: Date): boolean {
  if (doc._status !== 'draft' || typeof doc.createdAt !== 'string') return false;
  const created = Date.parse(doc.createdAt);
  return Number.isFinite(created) && now.getTime() - created >= ABANDONED_DRAFT_AGE_MS && isBlank(doc[titleField]);
}

interface VersionRow {
  createdAt?: unknown;
  updatedAt?: unknown;
}

/**
 * Nobody saved the draft after the create view stored it: it has one version, and that version was never rewritten.
 * Payload stamps a new version's createdAt and updatedAt with one clock reading, and an autosave that rewrites the
 * version in place moves its updatedAt. (The document's own timestamps are two readings a database round trip apart,
 * so they cannot tell.)
 */
export function isUntouched(versions: { totalDocs: number; docs: VersionRow[] }): boolean {
  const [only] = versions.docs;
  return versions.totalDocs === 1 && !!only && typeof only.createdAt === 'string' && only.createdAt === only.updatedAt;
}

let lastRun = 0;

/**
 * Deletes the abandoned drafts of every collection that autosaves (with their versions: Payload deletes those with
 * the document). Nothing visitors see changes, so nothing is revalidated. Returns how many went. Among instances on
 * one database, one runs it per 15 minutes: its lease is kept until it runs out. `force` skips the 15-minute pause
 * between runs, this process's and the lease alike (the tests).
 */
export async function discardAbandonedDrafts(
  now = new Date(),
  { force = false }: { force?: boolean } = {},
): Promise<number> {
  if (!force && now.getTime() - lastRun < ABANDONED_DRAFT_CHECK_MS) return 0;
  lastRun = now.getTime();
  if (!force && !(await claimLease('abandoned-drafts', ABANDONED_DRAFT_CHECK_MS, now))) return 0;
  const payload = await cms();
  let discarded = 0;
  for (const collection of payload.config.collections) {
    const drafts = collection.versions?.drafts;
    const titleField = collection.admin?.useAsTitle;
    if (!drafts || !drafts.autosave || !titleField || titleField === 'id') continue;
    const cutoff = new Date(now.getTime() - ABANDONED_DRAFT_AGE_MS).toISOString();
    const { docs } = await payload.find({
      collection: collection.slug as CollectionSlug,
      draft: true,
      locale: 'all',
      depth: 0,
      limit: MAX_CANDIDATES,
      overrideAccess: true,
      sort: 'createdAt',
      where: {
        and: [
          { _status: { equals: 'draft' } },
          { createdAt: { less_than: cutoff } },
          { updatedAt: { less_than: cutoff } },
        ],
      },
    });
    for (const doc of docs as DraftCandidate[]) {
      if (!isAbandonedDraft(doc, titleField, now)) continue;
      const versions = await payload.findVersions({
        collection: collection.slug as CollectionSlug,
        where: { parent: { equals: doc.id } },
        limit: 2,
        depth: 0,
        overrideAccess: true,
      });
      if (!isUntouched(versions as { totalDocs: number; docs: VersionRow[] })) continue;
      await payload.delete({
        collection: collection.slug as CollectionSlug,
        id: doc.id,
        overrideAccess: true,
        context: { [SKIP_REVALIDATE]: true },
      });
      discarded += 1;
    }
  }
  if (discarded)
    console.info(`[cms] discarded ${discarded} empty draft(s) that the create view made and no one wrote in`);
  return discarded;
}
