import type { Locale } from '@/lib/i18n/locales';
import { getStore } from '@/lib/provider/embedded/db/connection';
import { deliverSoon } from '@/lib/provider/embedded/mail/deliver-soon';
import { enqueueMail } from '@/lib/provider/embedded/mail/outbox';

/*
 * What Payload's configuration needs from this site's own store, whichever provider takes the bookings: the back
 * office's mail, the limits on sign-ins and resets, and the galleries' passwords. cms/ reaches the store only here.
 */

export {
  consumeLimit,
  countFailure,
  failuresSoFar,
  failureWait,
  type FailureLimit,
} from '@/lib/provider/embedded/rate-limit';
export { removeGalleryPassword, setGalleryPassword } from '@/lib/provider/embedded/gallery-passwords';

export type BackOfficeMail = { locale: Locale; to: string; subject: string; html: string; text: string };

/**
 * Stores a back-office mail (an invitation, a password reset) in the outbox and tries it at once; a failure leaves it
 * for the retry. Uncapped: a dropped reset would leave its account with a dead link, and cms/ limits these itself.
 */
export async function queueBackOfficeMail(mail: BackOfficeMail): Promise<void> {
  const { db } = await getStore();
  await deliverSoon(await enqueueMail(db, [{ kind: 'back-office', ...mail }], new Date(), { uncapped: true }));
}
