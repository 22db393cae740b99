import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { recordContentChange } from './content-changes';

/*
 * Next expires only pages stored before the expiry, so a render that read old data and stored just after would stay
 * stale: each expiry is applied once more after the request has answered.
 */

/** Longer than any page render takes here, even on a busy server. */
export const EXPIRY_SETTLE_MS = 2_000;

type Profile = Parameters<typeof revalidateTag>[1];

function expireOnce(tags: readonly string[], profile: Profile): void {
  for (const tag of tags) revalidateTag(tag, profile);
}

/**
 * Expires `tags` now and again after EXPIRY_SETTLE_MS; `note` keeps the change for a server restarted before anyone
 * visits. Throws outside a Next request.
 */
export function expireTags(
  tags: readonly string[],
  profile: Profile = { expire: 0 },
  { note = true }: { note?: boolean } = {},
): void {
  if (tags.length === 0) return;
  expireOnce(tags, profile);
  if (note) recordContentChange();
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, EXPIRY_SETTLE_MS));
    expireOnce(tags, profile);
  });
}
