import { addDays, dayDistance, daysInRange, madridDay, madridInstant, madridTime } from './booking-calendar';
import {
  CONSULTATION_MINUTES,
  DEFAULT_SCHEDULE,
  allSlotTimes,
  dayClosure,
  minutesOf,
  slotsOfDay,
  type ClosedReason,
  type Schedule,
} from './booking-schedule';

/**
 * The spec's grid, the default schedule's (lib/domain/booking-schedule.ts): a slot every 30 minutes from 10:00 to
 * 17:30 (16 slots); a consultation lasts 30 minutes. The studio's own schedule may differ: every function below takes it.
 */
export { CONSULTATION_MINUTES };
export const SLOT_MINUTES = DEFAULT_SCHEDULE.slotMinutes;
export const FIRST_SLOT = '10:00';
export const LAST_SLOT = '17:30';

/** The booking form allows 60 days ahead, the home dialog 30 (the default schedule's). The server accepts the wider window. */
export const BOOKING_WINDOW_DAYS = DEFAULT_SCHEDULE.horizonDays;
export const DIALOG_WINDOW_DAYS = DEFAULT_SCHEDULE.dialogHorizonDays;

export const BOOKING_SLOTS: readonly string[] = allSlotTimes(DEFAULT_SCHEDULE);

/** Whether a time is a consultation start on some open weekday of the schedule. */
export function isSlotTime(time: string, schedule: Schedule = DEFAULT_SCHEDULE): boolean {
  return (schedule === DEFAULT_SCHEDULE ? BOOKING_SLOTS : allSlotTimes(schedule)).includes(time);
}

/** Why a day lies outside the booking window, today to `windowDays` ahead (Madrid days); null inside it. */
export function windowProblem(day: string, now: Date, windowDays: number = BOOKING_WINDOW_DAYS): 'invalid' | 'past' | 'too-far' | null {
  const ahead = dayDistance(madridDay(now), day);
  if (Number.isNaN(ahead)) return 'invalid';
  if (ahead < 0) return 'past';
  return ahead > windowDays ? 'too-far' : null;
}

/** A day can be chosen when the studio is open on it, from today (Madrid) up to the window's last day. */
export function isBookableDay(
  day: string,
  now: Date,
  windowDays: number = BOOKING_WINDOW_DAYS,
  schedule: Schedule = DEFAULT_SCHEDULE,
): boolean {
  const ahead = dayDistance(madridDay(now), day);
  return ahead >= 0 && ahead <= windowDays && dayClosure(day, schedule) === null;
}

/**
 * Whether a slot overlaps a consultation already booked that day: the same start, or (after the owner changed the grid)
 * a booking kept at a time of the old grid less than a consultation's length away.
 */
function overlapsTaken(time: string, taken: ReadonlySet<string>): boolean {
  if (taken.has(time)) return true;
  const start = minutesOf(time);
  for (const other of taken) if (Math.abs(minutesOf(other) - start) < CONSULTATION_MINUTES) return true;
  return false;
}

/** Whether a slot starts late enough to be booked now: after `now` plus the schedule's minimum notice. */
export function meetsNotice(instant: Date, now: Date, schedule: Schedule = DEFAULT_SCHEDULE): boolean {
  return instant.getTime() > now.getTime() + schedule.minNoticeMinutes * 60_000;
}

/**
 * The slots of a day a visitor can still pick: none on a day that cannot be chosen, otherwise the day's grid without
 * the times already taken (or overlapping a booking) and without the times within the minimum notice or begun.
 */
export function freeSlots(
  day: string,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
  windowDays: number = BOOKING_WINDOW_DAYS,
  schedule: Schedule = DEFAULT_SCHEDULE,
): string[] {
  if (!isBookableDay(day, now, windowDays, schedule)) return [];
  return slotsOfDay(day, schedule).filter((time) => !overlapsTaken(time, taken) && meetsNotice(madridInstant(day, time), now, schedule));
}

/** The free slots of each day from `from` to `to` (Madrid days), given the start instants already taken. */
export function availabilityInRange(
  from: string,
  to: string,
  takenStarts: Iterable<Date>,
  now: Date,
  schedule: Schedule = DEFAULT_SCHEDULE,
): { date: string; slots: string[] }[] {
  const taken = new Map<string, Set<string>>();
  for (const start of takenStarts) {
    const day = madridDay(start);
    taken.set(day, (taken.get(day) ?? new Set()).add(madridTime(start)));
  }
  return daysInRange(from, to).map((date) => ({ date, slots: freeSlots(date, now, taken.get(date), schedule.horizonDays, schedule) }));
}

/** A day is full when its taken slots are at least as many as its slots (a default working day's, when no day is given). */
export function isFullDay(takenCount: number, day?: string, schedule: Schedule = DEFAULT_SCHEDULE): boolean {
  return takenCount >= (day === undefined ? BOOKING_SLOTS.length : slotsOfDay(day, schedule).length);
}

/**
 * The first day from today with a slot that has not begun, whatever is taken: where a calendar opens, so that on the
 * evening of a month's last day it shows the next month. Null when the window holds none.
 */
export function firstOpenDay(now: Date, windowDays: number = BOOKING_WINDOW_DAYS, schedule: Schedule = DEFAULT_SCHEDULE): string | null {
  const today = madridDay(now);
  return daysInRange(today, addDays(today, windowDays)).find((day) => freeSlots(day, now, undefined, windowDays, schedule).length > 0) ?? null;
}

/** The last day the window reaches, seen from `now`. */
export function lastBookableDay(now: Date, windowDays: number = BOOKING_WINDOW_DAYS): string {
  return addDays(madridDay(now), windowDays);
}

/**
 * Why a day of the calendar cannot be chosen, so that the calendar can say it; null when it can. 'weekend' is a Saturday
 * or Sunday the studio does not open; 'closed' any other day it does not (a holiday, a weekday it closed).
 */
export type DayUnavailability = 'past' | ClosedReason | 'beyond-window' | 'full';

/**
 * The reason a day is disabled: past days, weekends, days beyond the window, other days the studio is closed (a
 * holiday, a closed weekday), and full days, whose
 * free slots (`freeCount`, from availability) are none. A day whose free slots are not known yet is not called full.
 */
export function dayUnavailability(
  day: string,
  now: Date,
  windowDays: number,
  freeCount?: number,
  schedule: Schedule = DEFAULT_SCHEDULE,
): DayUnavailability | null {
  const ahead = dayDistance(madridDay(now), day);
  if (ahead < 0) return 'past';
  const closure = dayClosure(day, schedule);
  if (closure === 'weekend') return closure;
  // Beyond the window says more than a holiday there would: no day that far can be chosen.
  if (ahead > windowDays) return 'beyond-window';
  if (closure) return closure;
  if (freeCount === 0) return 'full';
  return null;
}

export interface BookingSlot {
  date: string;
  time: string;
}

/**
 * The free slots closest in time to the one asked for, to offer when someone else took it a moment ago: sorted by
 * distance from the asked-for instant (earlier first on a tie), at most `count`.
 */
export function nearestFreeSlots(
  wanted: BookingSlot,
  availability: readonly { date: string; slots: readonly string[] }[],
  count = 3,
): BookingSlot[] {
  const target = madridInstant(wanted.date, wanted.time).getTime();
  return availability
    .flatMap(({ date, slots }) => slots.map((time) => ({ date, time, at: madridInstant(date, time).getTime() })))
    .filter(({ date, time }) => date !== wanted.date || time !== wanted.time)
    .sort((a, b) => Math.abs(a.at - target) - Math.abs(b.at - target) || a.at - b.at)
    .slice(0, count)
    .map(({ date, time }) => ({ date, time }));
}

/** The page reloads 5 s after a booking made in the home dialog. */
export const RELOAD_AFTER_BOOKING_MS = 5000;

/** The home booking section lists up to 5 upcoming appointments. */
export const UPCOMING_LISTED = 5;

/** The upcoming pending or confirmed appointments, sorted by date, at most `count`. */
export function upcomingAppointments<T extends { date: string; status: string }>(list: readonly T[], now: Date, count = UPCOMING_LISTED): T[] {
  return list
    .filter(({ date, status }) => (status === 'pending' || status === 'confirmed') && new Date(date).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())
    .slice(0, count);
}
