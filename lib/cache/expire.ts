import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { recordContentChange } from './content-changes';
import { forgetServedPages } from './served-pages';

/*
 * Every expiry of cached data goes through here: the back office's hooks, a booking, /api/revalidate, a restarted
 * server's refresh.
 *
 * Next stamps a cached page (or cached read) with the time it was stored, and counts it as expired when a tag of it was
 * expired after that time. A render that read the store just before a change and stored its page just after the expiry
 * therefore counts as newer than the change: it is kept and served, old, until something expires that tag again. On a
 * busy site (the home page is rendered again after every booking) that can be a pause the home page never shows. So
 * each expiry is applied a second time EXPIRY_SETTLE_MS after the request that made it has answered (Next's `after`),
 * when every render that could have read the old data has stored what it made; the pages are rendered once more, from
 * the changed store.
 */

/** Longer than any render of a page here takes, even on a busy two-core server (a few hundred milliseconds). */
export const EXPIRY_SETTLE_MS = 2_000;

type Profile = Parameters<typeof revalidateTag>[1];

/** Expires now, outside the settling. */
function expireOnce(tags: readonly string[], profile: Profile): void {
  for (const tag of tags) revalidateTag(tag, profile);
  forgetServedPages();
}

/**
 * Expires `tags` (at once by default: the next visit renders again; 'max' for stale-while-revalidate), forgets the
 * answers the server keeps in front of Next, and does both once more after EXPIRY_SETTLE_MS. `note` (default) also
 * writes the change down for a server started before anyone visits (content-changes.ts); the refresh that applies that
 * note passes false. Throws outside a Next request, where there is no cache to expire.
 */
export function expireTags(tags: readonly string[], profile: Profile = { expire: 0 }, { note = true }: { note?: boolean } = {}): void {
  if (tags.length === 0) return;
  expireOnce(tags, profile);
  if (note) recordContentChange();
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, EXPIRY_SETTLE_MS));
    expireOnce(tags, profile);
  });
}
