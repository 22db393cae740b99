import type { Transaction } from 'kysely';
import { getStore } from '../db/connection';
import type { Database } from '../db/schema';
import { deliverSoon } from './deliver-soon';
import { enqueueMail } from './outbox';
import type { OutboxMail } from './outbox-mail';

/**
 * Stores a submission and its e-mails in one transaction, then tries the e-mails: a stored submission never lacks its
 * mail, and a mail failure never loses the submission. `write` inserts the submission and returns the mails to send;
 * `uncapped` as for enqueueMail.
 */
export async function storeWithMail(
  write: (trx: Transaction<Database>) => Promise<OutboxMail[]>,
  now: Date,
  options: { uncapped?: boolean } = {},
): Promise<void> {
  const { db } = await getStore();
  const mailIds = await db.transaction().execute(async (trx) => enqueueMail(trx, await write(trx), now, options));
  await deliverSoon(mailIds);
}
