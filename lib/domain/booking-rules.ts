import { isCalendarDay, isClockTime, madridDay, madridInstant, madridTime, dayDistance } from './booking-calendar';
import { DEFAULT_SCHEDULE, dayClosure, slotsOfDay, type Schedule } from './booking-schedule';
import { meetsNotice } from './booking-slots';

/**
 * Why a time cannot be booked under a schedule: not a date; not a start of that day's grid; a Saturday or Sunday the
 * studio does not open ('weekend') or another day it does not ('closed': a holiday, a closed weekday); begun ('past');
 * within the minimum notice ('too-soon'); beyond the window ('too-far').
 */
export type BookingViolation = 'invalid-date' | 'off-grid' | 'weekend' | 'closed' | 'past' | 'too-soon' | 'too-far';

/** Why a booking failed, as a code the form and API clients compare (the message beside it is translated). */
export type BookingFailureCode = BookingViolation | 'slot-taken' | 'email-limit' | 'client-limit' | 'hourly-limit' | 'paused';

const DAY_FAILURES: ReadonlySet<string> = new Set<BookingFailureCode>(['invalid-date', 'weekend', 'closed', 'too-far']);

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
 * Every rule a booking must meet, re-checked on the server whatever the form allowed, under the studio's schedule: a
 * start of the day's grid (by default every 30 minutes from 10:00 to 17:30 Madrid time, Monday to Friday), on a day
 * the studio is open, not begun and not within the minimum notice, at most `windowDays` ahead (the schedule's horizon).
 */
export function checkBookingTime(
  instant: Date,
  now: Date,
  schedule: Schedule = DEFAULT_SCHEDULE,
  windowDays: number = schedule.horizonDays,
): BookingViolation | null {
  if (Number.isNaN(instant.getTime())) return 'invalid-date';
  // Far beyond the window (even beyond the years a day string can hold) is too far before anything else is read.
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
 * The check a slot the studio moves a booking to must pass (the same as a visitor's booking): null when the schedule
 * allows it, else why not. Whether the slot is free is decided by the store's unique index, not here.
 */
export function checkSlotAgainstSchedule(start: Date, now: Date, schedule: Schedule): BookingViolation | null {
  return checkBookingTime(start, now, schedule);
}

/** Why a booked time no longer fits a schedule the owner changed: its day is closed, or it is off the day's grid. */
export type ScheduleConflict = 'weekend' | 'closed' | 'off-grid';

/**
 * Whether an appointment already booked still fits the schedule, whatever the clock says (the notice and the window
 * are rules of booking, not of keeping a booking): null when it does.
 */
export function scheduleConflict(start: Date, schedule: Schedule): ScheduleConflict | null {
  if (Number.isNaN(start.getTime())) return 'off-grid';
  const day = madridDay(start);
  const closure = dayClosure(day, schedule);
  if (closure) return closure;
  return slotsOfDay(day, schedule).includes(madridTime(start)) ? null : 'off-grid';
}

/** How many times a visitor may move their own booking from its manage link; the studio may always move it. */
export const MAX_VISITOR_MOVES = 3;
