import type { BookingViolation } from '@/lib/domain/booking-rules';
import type { ChangedAppointment, StoredAppointment } from './ports';

export const CANCEL_REASON_MAX_LENGTH = 500;

export type StudioRefusal =
  | 'forbidden'
  | 'not-found'
  /** Someone (another owner, the visitor) changed it since the page was shown: reload and look again. */
  | 'stale'
  | 'not-pending'
  | 'not-active'
  | 'past'
  | 'same-slot'
  | 'slot-taken'
  /** A meeting address that is not https:, or longer than MEETING_LIMITS.urlMax. */
  | 'meeting-url'
  | 'same-meeting'
  | BookingViolation;

/** Thrown inside a change's unit of work to leave it without writing. */
export class Refused extends Error {
  constructor(readonly refusal: StudioRefusal) {
    super(refusal);
  }
}

/** The studio changes only appointments that have not begun: 'past' otherwise. */
export function refuseIfBegun(row: StoredAppointment, now: Date): void {
  if (new Date(row.start).getTime() <= now.getTime()) throw new Refused('past');
}

/** Cancelling and moving need an appointment still held (pending or confirmed) that has not begun. */
export function refuseUnlessActive(row: StoredAppointment, now: Date): void {
  if (row.status === 'cancelled') throw new Refused('not-active');
  refuseIfBegun(row, now);
}

/** A reason as the visitor will read it: trimmed, bounded, without control characters but line breaks. */
export function cleanReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .trim()
    .slice(0, CANCEL_REASON_MAX_LENGTH)
    .trim();
  return text || null;
}

/** The appointment as the visitor's mail describes it after the change. */
export function changed(
  row: StoredAppointment,
  sequence: number,
  overrides: Partial<ChangedAppointment> = {},
): ChangedAppointment {
  return {
    id: row.id,
    email: row.email,
    service: row.service,
    locale: row.lang === 'en' || row.lang === 'it' ? row.lang : 'es',
    start: new Date(row.start),
    sequence,
    status: row.status,
    meetingUrl: row.meetingUrl,
    timeZone: row.timeZone,
    ...overrides,
  };
}
