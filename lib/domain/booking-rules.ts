import { isCalendarDay, isClockTime, isWorkingDay, madridDay, madridInstant, madridTime, dayDistance } from './booking-calendar';
import { BOOKING_WINDOW_DAYS, isSlotTime } from './booking-slots';

export type BookingViolation = 'invalid-date' | 'off-grid' | 'weekend' | 'past' | 'too-far';

/** Why a booking failed, as a code the form and API clients compare (the message beside it is translated). */
export type BookingFailureCode = BookingViolation | 'slot-taken' | 'email-limit' | 'client-limit' | 'hourly-limit';

const DAY_FAILURES: ReadonlySet<string> = new Set<BookingFailureCode>(['invalid-date', 'weekend', 'too-far']);

/**
 * The form holds the day and the time apart while the payload carries one timestamp: a failure about the day (a
 * weekend, too far ahead) belongs under the date, one about the time (taken, past, off the grid) under the time.
 */
export function bookingFailureField(code: string | undefined): 'date' | 'time' {
  return code !== undefined && DAY_FAILURES.has(code) ? 'date' : 'time';
}

const ZONED_ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:00(\.0{1,3})?)?$/;

/**
 * Reads the booking payload's date. An ISO timestamp with an offset or Z is an instant; one without an offset is
 * read as Madrid wall-clock time, because that is what the visitor chose on the calendar.
 */
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

/** The ISO timestamp the booking form sends for a Madrid day and slot (seconds 0). */
export function bookingTimestamp(day: string, time: string): string {
  return madridInstant(day, time).toISOString();
}

/**
 * Every rule a booking must meet, re-checked on the server whatever the form allowed: on the 30-minute grid from
 * 10:00 to 17:30 Madrid time, Monday to Friday, not in the past, at most `windowDays` ahead.
 */
export function checkBookingTime(
  instant: Date,
  now: Date,
  windowDays: number = BOOKING_WINDOW_DAYS,
): BookingViolation | null {
  if (Number.isNaN(instant.getTime())) return 'invalid-date';
  // Far beyond the window (even beyond the years a day string can hold) is too far before anything else is read.
  if (instant.getTime() - now.getTime() > (windowDays + 2) * 86_400_000) return 'too-far';
  if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0) return 'off-grid';
  const day = madridDay(instant);
  if (!isSlotTime(madridTime(instant))) return 'off-grid';
  if (!isWorkingDay(day)) return 'weekend';
  if (instant.getTime() <= now.getTime()) return 'past';
  if (!(dayDistance(madridDay(now), day) <= windowDays)) return 'too-far';
  return null;
}
