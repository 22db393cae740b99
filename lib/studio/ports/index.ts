import type { Schedule } from '@/lib/domain/booking-schedule';
import type { AppointmentStore } from './appointments';
import type { AuditEntry, StudioTx } from './common';
import type { DashboardStore, InboxStore, OutboxStore } from './inbox';
import type { PersonalDataStore } from './personal-data';

export type * from './appointments';
export type * from './inbox';
export type * from './personal-data';
export type * from './common';

export interface AuditLog {
  record(tx: StudioTx, entry: AuditEntry, now: Date): Promise<void>;
}

/** An appointment as the studio just changed it: its sequence is already the raised one. */
export interface ChangedAppointment {
  id: string;
  email: string;
  service: string;
  locale: 'es' | 'en' | 'it';
  start: Date;
  sequence: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  meetingUrl: string | null;
  timeZone?: string | null;
}

/** What the visitor is told about a change the studio made. */
export type StudioNotice =
  | { kind: 'confirmed'; appointment: ChangedAppointment }
  | { kind: 'cancelled'; appointment: ChangedAppointment; reason: string | null }
  | { kind: 'moved'; appointment: ChangedAppointment; previousStart: Date }
  | { kind: 'meeting'; appointment: ChangedAppointment };

export interface StudioMailer {
  /** Stores the visitor's mail in the change's unit of work; returns what to send once it committed. */
  queue(tx: StudioTx, notice: StudioNotice, now: Date): Promise<string[]>;
  /** Tries mail that was stored, after its unit of work committed; a failure leaves it for the retry. */
  deliverSoon(ids: string[]): Promise<void>;
  /** Tries one mail now and says whether it went. */
  deliverNow(id: string): Promise<'sent' | 'queued'>;
}

export interface ScheduleSource {
  /** The studio's schedule as the booking forms and the server's re-check read it. */
  read(): Promise<Schedule>;
  /** The free starts ('HH:MM', Madrid) of a Madrid day; none outside the booking window. */
  freeTimes(day: string): Promise<string[]>;
}

export interface CacheExpirer {
  /** The site's lists of taken slots and upcoming appointments changed. */
  appointmentLists(): void;
}

/** The studio's own settings (calendar feed secret, dashboard visits). */
export interface SettingsStore {
  read(key: string, tx?: StudioTx): Promise<string | undefined>;
  write(key: string, value: string, now: Date, tx?: StudioTx): Promise<void>;
}

/** Everything the studio's use cases need from a back end. */
export interface StudioPorts {
  appointments: AppointmentStore;
  inbox: InboxStore;
  outbox: OutboxStore;
  dashboard: DashboardStore;
  personalData: PersonalDataStore;
  settings: SettingsStore;
  audit: AuditLog;
  mailer: StudioMailer;
  schedule: ScheduleSource;
  cache: CacheExpirer;
  /** Runs `work` in one unit of work of the bookings store. */
  transaction<T>(work: (tx: StudioTx) => Promise<T>): Promise<T>;
}
