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

/** The spec's default grid. The studio's own schedule may differ, so every function below takes it. */
export { CONSULTATION_MINUTES };
export const SLOT_MINUTES = DEFAULT_SCHEDULE.slotMinutes;
export const FIRST_SLOT = '10:00';
export const LAST_SLOT = '17:30';

/** The home dialog's window is shorter; the server accepts the wider one. */
export const BOOKING_WINDOW_DAYS = DEFAULT_SCHEDULE.horizonDays;
export const DIALOG_WINDOW_DAYS = DEFAULT_SCHEDULE.dialogHorizonDays;

export const BOOKING_SLOTS: readonly string[] = allSlotTimes(DEFAULT_SCHEDULE);

/** Whether a time is a consultation start on some open weekday of the schedule. */
export function isSlotTime(time: string, schedule: Schedule = DEFAULT_SCHEDULE): boolean {
  return (schedule === DEFAULT_SCHEDULE ? BOOKING_SLOTS : allSlotTimes(schedule)).includes(time);
}

/** In Madrid days, so the window means the same whatever the server's time zone. */
export function windowProblem(
  day: string,
  now: Date,
  windowDays: number = BOOKING_WINDOW_DAYS,
): 'invalid' | 'past' | 'too-far' | null {
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

/** Checks by distance, not just the start: bookings kept from an old grid may sit between the new slots. */
function overlapsTaken(time: string, taken: ReadonlySet<string>): boolean {
  if (taken.has(time)) return true;
  const start = minutesOf(time);
  for (const other of taken) if (Math.abs(minutesOf(other) - start) < CONSULTATION_MINUTES) return true;
  return false;
}

export function meetsNotice(instant: Date, now: Date, schedule: Schedule = DEFAULT_SCHEDULE): boolean {
  return instant.getTime() > now.getTime() + schedule.minNoticeMinutes * 60_000;
}

/** Without the times taken, overlapping a booking, begun or within the minimum notice. */
export function freeSlots(
  day: string,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
  windowDays: number = BOOKING_WINDOW_DAYS,
  schedule: Schedule = DEFAULT_SCHEDULE,
): string[] {
  if (!isBookableDay(day, now, windowDays, schedule)) return [];
  return slotsOfDay(day, schedule).filter(
    (time) => !overlapsTaken(time, taken) && meetsNotice(madridInstant(day, time), now, schedule),
  );
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
  return daysInRange(from, to).map((date) => ({
    date,
    slots: freeSlots(date, now, taken.get(date), schedule.horizonDays, schedule),
  }));
}

/** Without a day, a default working day's slot count applies. */
export function isFullDay(takenCount: number, day?: string, schedule: Schedule = DEFAULT_SCHEDULE): boolean {
  return takenCount >= (day === undefined ? BOOKING_SLOTS.length : slotsOfDay(day, schedule).length);
}

/** Where a calendar opens, so that on the evening of a month's last day it shows the next month. */
export function firstOpenDay(
  now: Date,
  windowDays: number = BOOKING_WINDOW_DAYS,
  schedule: Schedule = DEFAULT_SCHEDULE,
): string | null {
  const today = madridDay(now);
  return (
    daysInRange(today, addDays(today, windowDays)).find(
      (day) => freeSlots(day, now, undefined, windowDays, schedule).length > 0,
    ) ?? null
  );
}

/** The last day the window reaches, seen from `now`. */
export function lastBookableDay(now: Date, windowDays: number = BOOKING_WINDOW_DAYS): string {
  return addDays(madridDay(now), windowDays);
}

/** So the calendar can say why a day cannot be chosen; 'closed' is a holiday or a closed weekday. */
export type DayUnavailability = 'past' | ClosedReason | 'beyond-window' | 'full';

/** Without the count of free slots (bookings not known yet), only the clock can make a day full. */
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
  // Before the bookings are known, a day whose slots have all begun or are within the notice is already full.
  if ((freeCount ?? freeSlots(day, now, undefined, windowDays, schedule).length) === 0) return 'full';
  return null;
}

export interface BookingSlot {
  date: string;
  time: string;
}

/** Offered when someone else took the slot a moment ago; earlier first on a tie. */
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

export const RELOAD_AFTER_BOOKING_MS = 5000;

export const UPCOMING_LISTED = 5;

/** The upcoming pending or confirmed appointments, sorted by date, at most `count`. */
export function upcomingAppointments<T extends { date: string; status: string }>(
  list: readonly T[],
  now: Date,
  count = UPCOMING_LISTED,
): T[] {
  return list
    .filter(
      ({ date, status }) =>
        (status === 'pending' || status === 'confirmed') && new Date(date).getTime() >= now.getTime(),
    )
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())
    .slice(0, count);
}
