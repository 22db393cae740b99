import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { recordContentChange } from './content-changes';

/*
 * Every expiry of cached data goes through here. Next counts a page as expired only if it was stored before the expiry,
 * so a render that read the old data and stored its page just after would be served, old, until the next expiry: each
 * expiry is applied once more EXPIRY_SETTLE_MS after the request that made it has answered.
 */

/** Longer than any render of a page here takes, even on a busy two-core server (a few hundred milliseconds). */
export const EXPIRY_SETTLE_MS = 2_000;

type Profile = Parameters<typeof revalidateTag>[1];

/** Expires now, outside the settling. */
function expireOnce(tags: readonly string[], profile: Profile): void {
  for (const tag of tags) revalidateTag(tag, profile);
}

/**
 * Expires `tags` (at once by default; 'max' for stale-while-revalidate), and once more after EXPIRY_SETTLE_MS. `note`
 * also writes the change down for a server started before anyone visits (content-changes.ts). Throws outside a
 * Next request.
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
