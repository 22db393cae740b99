import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the embedded provider. Instants are ISO-8601 UTC strings on both drivers, so that values, ordering and
 * the slot's unique index behave the same on SQLite and PostgreSQL.
 */
export interface AppointmentTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  notify_email: string | null;
  lang: string;
  /** The slot's start, ISO UTC; owned by at most one pending or confirmed appointment. */
  slot_start: string;
  /** The slot's Madrid calendar day, 'YYYY-MM-DD', for availability by range. */
  slot_day: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  created_at: string;
  /** When the visitor cancelled it through their manage link. */
  cancelled_at: string | null;
  /** The inbox the address reaches (lib/domain/booking-email), for the cap on one visitor's future bookings. */
  email_key: string;
  /** Who booked it (lib/access/client-id), for the cap per client; null for bookings made before the caps. */
  client_id: string | null;
  /** The calendar event's SEQUENCE (RFC 5545): raised each time the studio confirms, moves or cancels it. */
  sequence: Generated<number>;
  /** When the studio last changed it (confirm, cancel, reschedule, erase). */
  updated_at: string | null;
  /** The reason the studio gave when cancelling (sent to the visitor); null otherwise. */
  cancel_reason: string | null;
  /** Who cancelled: 'visitor' (manage link) or 'studio' (back office); null while not cancelled. */
  cancelled_by: 'visitor' | 'studio' | null;
  /** The visitor's IANA time zone as their browser reported it when booking; null when unknown. Optional on insert. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many times the visitor moved it from their manage link. */
  visitor_moves: Generated<number>;
  /** Where the video call happens (lib/domain/meeting.ts); null for older bookings. Optional on insert. */
  meeting_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LeadTable {
  id: string;
  email: string;
  lang: string;
  stage: number;
  /** 1 when the visitor's stage was given (a quiz result, a stage guide), 0 when `stage` is the API's default 1. */
  stage_given: ColumnType<number, number | undefined, number>;
  type: string;
  source: string;
  consent_at: string;
  created_at: string;
  /** When someone at the studio first opened it in the back office. */
  read_at: string | null;
  /** When the studio marked it handled (answered, followed up). */
  handled_at: string | null;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  created_at: string;
  /** When someone at the studio first opened it in the back office. */
  read_at: string | null;
  /** When the studio marked it handled (answered, followed up). */
  handled_at: string | null;
}

export interface GalleryPasswordTable {
  gallery_id: string;
  password_hash: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: string;
  kind: string;
  recipient: string;
  /** The composed message as JSON (OutboxMail). */
  payload: string;
  status: 'pending' | 'sending' | 'sent';
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  claimed_at: string | null;
  /** The instance (lib/provider/embedded/instance-id.ts) that claimed the row while it is 'sending'. */
  claimed_by: string | null;
  created_at: string;
  sent_at: string | null;
  /** When delivery was given up after MAIL_MAX_ATTEMPTS failures; such a row is never retried. */
  failed_at: string | null;
}

export interface RateLimitTable {
  key: string;
  points: number;
  /** When the window ends, in milliseconds since the epoch (PostgreSQL returns bigint as a string). */
  reset_at: number | string;
}

/**
 * What the studio did to personal data and bookings (confirm, cancel, reschedule, export, erase), with who and when.
 * `details` is JSON without personal data (an erased address is recorded as a hash, never as written).
 */
export interface AuditLogTable {
  id: string;
  at: string;
  /** The back-office account's e-mail, or 'visitor' / 'system'. */
  actor: string;
  action: string;
  appointment_id: string | null;
  details: string;
}

/** A reminder sent for one start of an appointment, `minutes` before it (lib/domain/booking-reminders.ts). */
export interface BookingReminderTable {
  appointment_id: string;
  slot_start: string;
  minutes: number;
  sent_at: string;
}

/** The studio's morning agenda of a Madrid day ('YYYY-MM-DD'), sent once. */
export interface StudioAgendaTable {
  day: string;
  sent_at: string;
}

/** Small studio settings as key → value (JSON or text): the calendar feed's key, each account's last visit. */
export interface StudioSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: string;
}

export interface Database {
  appointments: AppointmentTable;
  leads: LeadTable;
  contact_messages: ContactMessageTable;
  gallery_passwords: GalleryPasswordTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  studio_settings: StudioSettingTable;
  booking_reminders: BookingReminderTable;
  studio_agendas: StudioAgendaTable;
  schema_migrations: SchemaMigrationTable;
  job_leases: JobLeaseTable;
}

/** A job that one instance at a time runs: held by `holder` until `expires_at` (ISO), then anyone may take it. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

export type Driver = 'sqlite' | 'postgres';
