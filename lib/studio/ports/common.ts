// What every port shares: the unit of work and the audit log's words.

/**
 * A unit of work the bookings store opened: every port that writes takes it, so that a change, its audit entry and
 * its mail commit together or not at all. Opaque here; only the adapter that opened it reads it.
 */
export interface StudioTx {
  readonly opened: 'studio-tx';
}

/** What the studio did, as the audit log names it. */
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
