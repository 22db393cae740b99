import { isCalendarDay, isClockTime, isWorkingDay, madridDay, madridInstant, madridTime, dayDistance } from './booking-calendar';
import { BOOKING_WINDOW_DAYS, isSlotTime } from './booking-slots';

export type BookingViolation = 'invalid-date' | 'off-grid' | 'weekend' | 'past' | 'too-far';

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

/** The ISO timestamp the booking form sends for a Madrid day and slot (spec §3: seconds 0). */
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
  if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0) return 'off-grid';
  const day = madridDay(instant);
  if (!isSlotTime(madridTime(instant))) return 'off-grid';
  if (!isWorkingDay(day)) return 'weekend';
  if (instant.getTime() <= now.getTime()) return 'past';
  if (dayDistance(madridDay(now), day) > windowDays) return 'too-far';
  return null;
}
