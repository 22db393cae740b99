import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db/schema';

/** What the studio did, recorded in `audit_log` (lib/provider/embedded/db/schema.ts). */
export type AuditAction =
  | 'appointment.confirm'
  | 'appointment.cancel'
  | 'appointment.reschedule'
  | 'appointment.meeting-link'
  | 'personal-data.export'
  | 'personal-data.erase'
  | 'mail.retry'
  | 'calendar-feed.regenerate';

export interface AuditEntry {
  /** The back-office account's e-mail ('visitor' for a visitor's own change through their manage link). */
  actor: string;
  action: AuditAction;
  appointmentId?: string | null;
  /** Plain facts without personal data: times, statuses, counts, a hash of an erased address. */
  details?: Record<string, string | number | boolean | null>;
}

export interface AuditRecord {
  id: string;
  at: string;
  actor: string;
  action: string;
  appointmentId: string | null;
  details: Record<string, unknown>;
}

/** Records an action in the same transaction as the change it describes, so neither exists without the other. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry, now: Date): Promise<void> {
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
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An appointment's history, oldest first (at most `limit` entries). */
export async function appointmentHistory(db: Kysely<Database>, appointmentId: string, limit = 100): Promise<AuditRecord[]> {
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
