import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { outboxState, type OutboxFilter } from '@/lib/domain/studio-inbox';
import type { OutboxRow, OutboxStore } from '@/lib/studio/ports';
import { getStore } from '../db/connection';
import type { MailOutboxTable } from '../db/schema';
import { outboxCounts } from '../mail/outbox';
import { trxOf } from './tx';

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

/** The embedded mail outbox as the studio sees it. */
export const outboxStore: OutboxStore = {
  async count(filter) {
    const { db } = await getStore();
    const count = await db
      .selectFrom('mail_outbox')
      .where(filterCondition(filter))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(count?.n ?? 0);
  },

  async list(filter, limit, offset) {
    const { db } = await getStore();
    const rows = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where(filterCondition(filter))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toRow);
  },

  async reopenFailed(tx, id, now) {
    const trx = trxOf(tx);
    const row = await trx.selectFrom('mail_outbox').select(['kind']).where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found';
    const result = await trx
      .updateTable('mail_outbox')
      .set({ status: 'pending', failed_at: null, attempts: 0, claimed_at: null, next_attempt_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '!=', 'sent')
      .where('failed_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 0 ? 'not-failed' : { kind: row.kind };
  },

  counts: outboxCounts,
};
