import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry, AuditRecord } from '@/lib/studio/ports';
import type { Database } from './db/schema';

/** Records an action in the same transaction as the change it describes, so neither exists without the other. */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      appointment_id: entry.appointmentId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** An appointment's history, oldest first (at most `limit` entries). */
export async function appointmentHistory(
  db: Kysely<Database>,
  appointmentId: string,
  limit = 100,
): Promise<AuditRecord[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .orderBy('at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    appointmentId: row.appointment_id,
    details: parseDetails(row.details),
  }));
}
