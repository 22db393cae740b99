import { isCalendarDay, isClockTime, madridDay, madridInstant, madridTime, dayDistance } from './booking-calendar';
import { DEFAULT_SCHEDULE, dayClosure, slotsOfDay, type Schedule } from './booking-schedule';
import { meetsNotice } from './booking-slots';

/** Why a time cannot be booked: 'weekend' is a closed Saturday or Sunday, 'closed' a holiday or closed weekday. */
export type BookingViolation = 'invalid-date' | 'off-grid' | 'weekend' | 'closed' | 'past' | 'too-soon' | 'too-far';

/** A stable code that the form and API clients compare; the message beside it is translated. */
export type BookingFailureCode =
  BookingViolation | 'slot-taken' | 'email-limit' | 'client-limit' | 'hourly-limit' | 'paused';

const DAY_FAILURES: ReadonlySet<string> = new Set<BookingFailureCode>(['invalid-date', 'weekend', 'closed', 'too-far']);

/** The payload carries one timestamp but the form shows day and time apart, so each failure goes under its field. */
export function bookingFailureField(code: string | undefined): 'date' | 'time' {
  return code !== undefined && DAY_FAILURES.has(code) ? 'date' : 'time';
}

const ZONED_ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:00(\.0{1,3})?)?$/;

/** A timestamp without an offset is read as Madrid wall-clock time, because that is what the visitor chose. */
export function parseBookingDate(value: string): Date | null {
  const text = value.trim();
  const zoned = ZONED_ISO.exec(text);
  if (zoned) {
    // Date() rolls an impossible day over (30 February becomes 2 March); the written day and time must exist.
    const [, day = '', time = ''] = zoned;
    if (!isCalendarDay(day) || !isClockTime(time)) return null;
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const local = LOCAL_ISO.exec(text);
  if (local) {
    const [, day = '', time = ''] = local;
    if (!isCalendarDay(day) || !isClockTime(time)) return null;
    return madridInstant(day, time);
  }
  return null;
}

export function bookingTimestamp(day: string, time: string): string {
  return madridInstant(day, time).toISOString();
}

/** Re-checked on the server whatever the form allowed: the form is never trusted. */
export function checkBookingTime(
  instant: Date,
  now: Date,
  schedule: Schedule = DEFAULT_SCHEDULE,
  windowDays: number = schedule.horizonDays,
): BookingViolation | null {
  if (Number.isNaN(instant.getTime())) return 'invalid-date';
  // Checked first: an instant beyond the years a day string can hold must not reach the calendar helpers.
  if (instant.getTime() - now.getTime() > (windowDays + 2) * 86_400_000) return 'too-far';
  if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0) return 'off-grid';
  const day = madridDay(instant);
  // A day already over is past, whatever else it was (a weekend, a holiday): that is what the visitor needs to hear.
  if (dayDistance(madridDay(now), day) < 0) return 'past';
  const closure = dayClosure(day, schedule);
  if (closure) return closure;
  if (!slotsOfDay(day, schedule).includes(madridTime(instant))) return 'off-grid';
  if (instant.getTime() <= now.getTime()) return 'past';
  if (!meetsNotice(instant, now, schedule)) return 'too-soon';
  if (!(dayDistance(madridDay(now), day) <= windowDays)) return 'too-far';
  return null;
}

/**
 * A studio move must meet the same rules as a visitor's booking. Whether the slot is free is left to the store's
 * unique index, which alone is race-free.
 */
export function checkSlotAgainstSchedule(start: Date, now: Date, schedule: Schedule): BookingViolation | null {
  return checkBookingTime(start, now, schedule);
}

/** Why a booked time no longer fits a schedule the owner changed: its day is closed, or it is off the day's grid. */
export type ScheduleConflict = 'weekend' | 'closed' | 'off-grid';

/** Ignores the clock: the notice and the window are rules of booking, not of keeping a booking. */
export function scheduleConflict(start: Date, schedule: Schedule): ScheduleConflict | null {
  if (Number.isNaN(start.getTime())) return 'off-grid';
  const day = madridDay(start);
  const closure = dayClosure(day, schedule);
  if (closure) return closure;
  return slotsOfDay(day, schedule).includes(madridTime(start)) ? null : 'off-grid';
}

/** Moves from the manage link only; the studio may always move a booking. */
export const MAX_VISITOR_MOVES = 3;
