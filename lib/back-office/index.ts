import type { Locale } from '@/lib/i18n/locales';
import { getStore } from '@/lib/provider/embedded/db/connection';
import { deliverSoon } from '@/lib/provider/embedded/mail/deliver-soon';
import { enqueueMail } from '@/lib/provider/embedded/mail/outbox';

/*
 * What Payload's configuration needs from this site's own store, whichever provider takes the bookings: the back
 * office's mail, the limits on sign-ins and resets, and the galleries' password hashing. cms/ reaches it only here.
 */

export {
  consumeLimit,
  countFailure,
  failuresSoFar,
  failureWait,
  type FailureLimit,
} from '@/lib/provider/embedded/rate-limit';
export { hashPassword as hashGalleryPassword, verifyPassword } from '@/lib/provider/embedded/password-hash';
export { DEMO_PASSWORD, PROTECTED_RETAIL_GALLERY_ID } from '@/lib/provider/embedded/gallery-password-seed';

/** More rows than the old table ever held (one per protected gallery): the read is bounded whatever it contains. */
const MAX_LEGACY_PASSWORDS = 1000;

/**
 * The hashes the bookings store held before they moved into the galleries themselves (its `gallery_passwords` table),
 * for the back office to adopt once (cms/seed/gallery-passwords.ts); each is forgotten once adopted.
 */
export async function legacyGalleryPasswords(): Promise<{ galleryId: string; hash: string }[]> {
  const { db } = await getStore();
  const rows = await db
    .selectFrom('gallery_passwords')
    .select(['gallery_id', 'password_hash'])
    .limit(MAX_LEGACY_PASSWORDS)
    .execute();
  return rows.map((row) => ({ galleryId: row.gallery_id, hash: row.password_hash }));
}

export async function forgetLegacyGalleryPassword(galleryId: string): Promise<void> {
  const { db } = await getStore();
  await db.deleteFrom('gallery_passwords').where('gallery_id', '=', galleryId).execute();
}

export type BackOfficeMail = { locale: Locale; to: string; subject: string; html: string; text: string };

/**
 * Stores a back-office mail (an invitation, a password reset) in the outbox and tries it at once; a failure leaves it
 * for the retry. Uncapped: a dropped reset would leave its account with a dead link, and cms/ limits these itself.
 */
export async function queueBackOfficeMail(mail: BackOfficeMail): Promise<void> {
  const { db } = await getStore();
  await deliverSoon(await enqueueMail(db, [{ kind: 'back-office', ...mail }], new Date(), { uncapped: true }));
}
