import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { INBOX_PAGE_SIZE, outboxState, type OutboxFilter, type OutboxState } from '@/lib/domain/studio-inbox';
import { outboxListQuerySchema, outboxRetrySchema } from '@/lib/schemas/studio-inbox';
import { recordAudit } from '../audit';
import { getStore } from '../db/connection';
import type { MailOutboxTable } from '../db/schema';
import { deliverMail, outboxCounts } from '../mail/outbox';
import type { Page } from './inbox';

/*
 * The outbox as the studio sees it: every message with its state, attempts and last error, and a retry of one the
 * outbox gave up on. Server-only; callers check that an owner is asking.
 */

export interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}

function filterCondition(filter: OutboxFilter): RawBuilder<SqlBool> {
  if (filter === 'queued') return sql<SqlBool>`status <> 'sent' and failed_at is null`;
  if (filter === 'sent') return sql<SqlBool>`status = 'sent'`;
  if (filter === 'failed') return sql<SqlBool>`status <> 'sent' and failed_at is not null`;
  return sql<SqlBool>`1 = 1`;
}

function subjectOf(payload: string): string {
  try {
    const value: unknown = JSON.parse(payload);
    const subject = value !== null && typeof value === 'object' && 'subject' in value ? value.subject : undefined;
    return typeof subject === 'string' ? subject.slice(0, 300) : '';
  } catch {
    return '';
  }
}

const toRow = (row: Selectable<MailOutboxTable>): OutboxRow => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: subjectOf(row.payload),
  state: outboxState(row),
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  failedAt: row.failed_at,
});

/** A page of the outbox, newest first. `input` is the list's query ({ filter, page }), bounded by its schema. */
export async function listOutbox(input: unknown): Promise<Page<OutboxRow> & { filter: OutboxFilter }> {
  const { filter, page } = outboxListQuerySchema.parse(input ?? {});
  const { db } = await getStore();
  const count = await db
    .selectFrom('mail_outbox')
    .where(filterCondition(filter))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where(filterCondition(filter))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(INBOX_PAGE_SIZE)
    .offset((current - 1) * INBOX_PAGE_SIZE)
    .execute();
  return { rows: rows.map(toRow), page: current, pageCount, total, filter };
}

/** Mail waiting for a (re)try and mail given up on, as GET /api/health counts them. */
export { outboxCounts };

export type RetryResult = 'sent' | 'queued' | 'not-failed' | 'not-found';

/**
 * Gives a mail the outbox gave up on a fresh set of attempts and tries it at once: 'sent' when it went, 'queued' when
 * it failed again (the background retry goes on). Only a failed mail is retried, so a retry never sends twice.
 * Recorded in the audit log with who asked.
 */
export async function retryMail(input: unknown, actor: string, now: Date = new Date()): Promise<RetryResult> {
  const parsed = outboxRetrySchema.safeParse(input);
  if (!parsed.success) return 'not-found';
  const { id } = parsed.data;
  const { db } = await getStore();
  const reopened = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('mail_outbox').select(['id', 'kind', 'status', 'failed_at']).where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found' as const;
    const result = await trx
      .updateTable('mail_outbox')
      .set({ status: 'pending', failed_at: null, attempts: 0, claimed_at: null, next_attempt_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '!=', 'sent')
      .where('failed_at', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return 'not-failed' as const;
    await recordAudit(trx, { actor, action: 'mail.retry', details: { mail: id, kind: row.kind } }, now);
    return 'reopened' as const;
  });
  if (reopened !== 'reopened') return reopened;
  await deliverMail([id]);
  const after = await db.selectFrom('mail_outbox').select('status').where('id', '=', id).executeTakeFirst();
  return after?.status === 'sent' ? 'sent' : 'queued';
}
