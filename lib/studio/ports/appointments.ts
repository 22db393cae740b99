import type { AuditRecord, StudioTx } from './common';

export type StudioStatus = 'pending' | 'confirmed' | 'cancelled';

export interface StudioAppointmentSummary {
  id: string;
  name: string;
  email: string;
  service: string;
  lang: 'es' | 'en' | 'it';
  /** The slot's start, ISO UTC. */
  start: string;
  status: StudioStatus;
  sequence: number;
  createdAt: string;
}

export interface StudioAppointmentDetail extends StudioAppointmentSummary {
  phone: string;
  message: string;
  notifyEmail: string | null;
  updatedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: 'visitor' | 'studio' | null;
  cancelReason: string | null;
  /** The visitor's IANA time zone as their browser reported it when booking; null when unknown. */
  timeZone: string | null;
  /** Where the video call happens; null for a booking made before the links. */
  meetingUrl: string | null;
  history: AuditRecord[];
}

/** The list's filters once read: every value bounded. */
export interface AppointmentFilter {
  status?: StudioStatus;
  from?: string;
  to?: string;
  q?: string;
}

/** An appointment as a change reads it, inside the change's unit of work. */
export interface StoredAppointment {
  id: string;
  email: string;
  service: string;
  lang: string;
  start: string;
  status: StudioStatus;
  sequence: number;
  meetingUrl: string | null;
  timeZone: string | null;
}

/** What a change writes; the store raises the sequence itself. */
export interface AppointmentChangeValues {
  status?: StudioStatus;
  start?: string;
  cancelledAt?: string;
  cancelledBy?: 'studio';
  cancelReason?: string | null;
  meetingUrl?: string;
}

/** An appointment still held (pending or confirmed), for the week, the feed and the schedule checks. */
export interface HeldAppointment {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  lang: string;
  start: string;
  /** Its Madrid day, 'YYYY-MM-DD'. */
  day: string;
  status: 'pending' | 'confirmed';
  sequence: number;
  createdAt: string;
  updatedAt: string | null;
}

export interface AppointmentStore {
  /** A page of appointments, upcoming first (soonest first), then past ones (latest first). */
  list(
    filter: AppointmentFilter,
    page: { limit: number; offset: number },
    now: Date,
  ): Promise<StudioAppointmentSummary[]>;
  count(filter: AppointmentFilter): Promise<number>;
  detail(id: string): Promise<StudioAppointmentDetail | null>;
  /** Every appointment of a range of Madrid days, whatever its status, by start (at most `limit`). */
  ofDays(
    from: string,
    to: string,
    limit: number,
  ): Promise<{ id: string; name: string; start: string; status: StudioStatus }[]>;
  /** Pending and confirmed appointments starting at or after `from`, by start (at most `limit`). */
  held(from: Date, limit: number): Promise<HeldAppointment[]>;
  forChange(tx: StudioTx, id: string): Promise<StoredAppointment | null>;
  /**
   * Writes the change only if the row is still as `row` was read (same sequence and status); the raised sequence, or
   * 'stale' when someone changed it since, or 'slot-taken' when another appointment holds the new slot.
   */
  update(
    tx: StudioTx,
    row: StoredAppointment,
    values: AppointmentChangeValues,
    now: Date,
  ): Promise<number | 'stale' | 'slot-taken'>;
}
