import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { redactAddresses } from '@/lib/domain/studio-inbox';
import { env } from '@/lib/env';
import { getStore } from '../db/connection';
import type { Database, MailOutboxTable } from '../db/schema';
import { INSTANCE_ID } from '../instance-id';
import { mailFileName, toMessage } from './outbox-message';
import type { OutboxMail } from './outbox-mail';
import { sendMail } from './transport';

export { mailFileName } from './outbox-message';

type OutboxRow = Pick<MailOutboxTable, 'id' | 'kind' | 'payload' | 'created_at'>;

// A row left 'sending' this long belongs to a process that died mid-send; another may take it over. Far longer than a
// send can take (the SMTP transport's timeouts bound it), so a live sender never loses its row to another instance.
const STALE_CLAIM_MS = 10 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

function backoff(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether one more mail may go to this visitor address today. Forms send to whatever address is typed in, so each
 * address gets at most MAIL_PER_RECIPIENT_PER_DAY mails a day however many forms name it; the studio's own address
 * is never capped, so its notifications stay complete.
 */
async function mayMail(db: Kysely<Database>, to: string, now: Date): Promise<boolean> {
  if (to.toLowerCase() === env.STUDIO_EMAIL.toLowerCase()) return true;
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .where(sql<string>`lower(recipient)`, '=', to.toLowerCase())
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.sent ?? 0) < env.MAIL_PER_RECIPIENT_PER_DAY;
}

/**
 * Stores mails with their submission (pass the submission's transaction) so a stored submission never lacks its mail.
 * `uncapped`: the studio's own changes to a booking (confirmed, moved, cancelled in the back office), which a signed-in
 * owner makes and the visitor must hear of, are not held back by the daily cap meant for what forms trigger.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  candidates: OutboxMail[],
  now: Date = new Date(),
  { uncapped = false }: { uncapped?: boolean } = {},
): Promise<string[]> {
  const mails: OutboxMail[] = [];
  for (const mail of candidates) {
    if (uncapped || (await mayMail(db, mail.to, now))) mails.push(mail);
    else
      console.warn(
        `[mail] ${mail.kind} not sent: its address already had ${env.MAIL_PER_RECIPIENT_PER_DAY} mails today`,
      );
  }
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => ({
    id: randomUUID(),
    kind: mail.kind,
    recipient: mail.to,
    payload: JSON.stringify(mail),
    status: 'pending' as const,
    last_error: null,
    next_attempt_at: now.toISOString(),
    claimed_at: null,
    created_at: now.toISOString(),
    sent_at: null,
    failed_at: null,
  }));
  await db.insertInto('mail_outbox').values(rows).execute();
  return rows.map((row) => row.id);
}

/**
 * Claims, sends and settles one row; false when another process holds it or sending failed. The claim is one
 * conditional update, so of the instances trying one row at once exactly one gets it; only that claim (this instance,
 * this moment) may settle the row afterwards.
 */
async function deliverRow(db: Kysely<Database>, row: OutboxRow): Promise<boolean> {
  const now = new Date();
  const claimedAt = now.toISOString();
  const claim = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      claimed_at: claimedAt,
      claimed_by: INSTANCE_ID,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', row.id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([
          eb('status', '=', 'sending'),
          eb('claimed_at', '<', new Date(now.getTime() - STALE_CLAIM_MS).toISOString()),
        ]),
      ]),
    )
    .returning('attempts')
    .executeTakeFirst();
  if (!claim) return false;
  try {
    const mail = JSON.parse(row.payload) as OutboxMail;
    await sendMail(await toMessage(mail, row.id), mailFileName(row));
    await settle(db, row.id, claimedAt, { status: 'sent', sent_at: new Date().toISOString(), last_error: null });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = claim.attempts >= env.MAIL_MAX_ATTEMPTS;
    if (givenUp) {
      console.error(
        `[mail] ${row.kind} ${row.id} FAILED for good after ${claim.attempts} attempts (see GET /api/health): ${redactAddresses(message)}`,
      );
    } else {
      // A mail server's error often names the recipient: the log gets it without addresses (the outbox keeps it whole).
      console.warn(
        `[mail] ${row.kind} ${row.id} not sent (attempt ${claim.attempts}); will retry: ${redactAddresses(message)}`,
      );
    }
    await settle(db, row.id, claimedAt, {
      status: 'pending',
      last_error: message.slice(0, 500),
      next_attempt_at: new Date(Date.now() + backoff(claim.attempts)).toISOString(),
      failed_at: givenUp ? new Date().toISOString() : null,
    });
    return false;
  }
}

type Settlement = Partial<Pick<MailOutboxTable, 'status' | 'sent_at' | 'last_error' | 'next_attempt_at' | 'failed_at'>>;

/** Records how a send ended, only while the row is still this claim's (not taken over as stale since). */
async function settle(db: Kysely<Database>, id: string, claimedAt: string, values: Settlement): Promise<void> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ ...values, claimed_by: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_by', '=', INSTANCE_ID)
    .where('claimed_at', '=', claimedAt)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) console.warn(`[mail] ${id}: another instance took this mail over meanwhile`);
}

const selectRow = (db: Kysely<Database>) =>
  db.selectFrom('mail_outbox').select(['id', 'kind', 'payload', 'created_at']);

/** Tries the given rows now (a new submission's mail); failures stay in the outbox for the retry. */
export async function deliverMail(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { db } = await getStore();
  const rows = await selectRow(db)
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where('failed_at', 'is', null)
    .execute();
  for (const row of rows) await deliverRow(db, row);
}

/**
 * Sends every message that is due (or every unsent one with `ignoreBackoff`): run on an interval, after each new
 * submission, and by tests that bring a mail server back.
 */
export async function flushOutbox(
  options: { ignoreBackoff?: boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const { db } = await getStore();
  const now = new Date().toISOString();
  let query = selectRow(db)
    .where('status', 'in', ['pending', 'sending'])
    .where('failed_at', 'is', null)
    .orderBy('created_at')
    .limit(100);
  if (!options.ignoreBackoff) query = query.where('next_attempt_at', '<=', now);
  const rows = await query.execute();
  let sent = 0;
  for (const row of rows) if (await deliverRow(db, row)) sent += 1;
  return { sent, failed: rows.length - sent };
}

/** What the studio sees in GET /api/health: mail waiting for a retry, and mail given up on. */
export async function outboxCounts(): Promise<{ waiting: number; failed: number }> {
  const { db } = await getStore();
  const count = (failed: boolean) =>
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'sent')
      .where('failed_at', failed ? 'is not' : 'is', null)
      .executeTakeFirst();
  const [waiting, failed] = await Promise.all([count(false), count(true)]);
  return { waiting: Number(waiting?.n ?? 0), failed: Number(failed?.n ?? 0) };
}

let timer: NodeJS.Timeout | undefined;

/** Retries unsent mail in the background of a long-running server; unref'd so it never keeps a process alive. */
export function startOutboxRetry(): void {
  if (timer || process.env.NEXT_PHASE === 'phase-production-build') return;
  timer = setInterval(() => {
    flushOutbox().catch((error: unknown) => console.error('[mail] outbox retry failed', error));
  }, env.MAIL_RETRY_INTERVAL_SECONDS * 1000);
  timer.unref();
}
