import { addDays, dayDistance, daysInRange, isWorkingDay, madridDay, madridInstant, madridTime } from './booking-calendar';

/** A slot every 30 minutes from 10:00 to 17:30 (16 slots); a consultation lasts 30 minutes. */
export const SLOT_MINUTES = 30;
export const FIRST_SLOT = '10:00';
export const LAST_SLOT = '17:30';
export const CONSULTATION_MINUTES = 30;

/** The booking form allows 60 days ahead, the home dialog 30. The server accepts the wider window. */
export const BOOKING_WINDOW_DAYS = 60;
export const DIALOG_WINDOW_DAYS = 30;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const BOOKING_SLOTS: readonly string[] = Array.from(
  { length: (minutesOf(LAST_SLOT) - minutesOf(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, index) => clockOf(minutesOf(FIRST_SLOT) + index * SLOT_MINUTES),
);

export function isSlotTime(time: string): boolean {
  return BOOKING_SLOTS.includes(time);
}

/** Why a day lies outside the booking window, today to `windowDays` ahead (Madrid days); null inside it. */
export function windowProblem(day: string, now: Date, windowDays: number = BOOKING_WINDOW_DAYS): 'invalid' | 'past' | 'too-far' | null {
  const ahead = dayDistance(madridDay(now), day);
  if (Number.isNaN(ahead)) return 'invalid';
  if (ahead < 0) return 'past';
  return ahead > windowDays ? 'too-far' : null;
}

/** A day can be chosen when it is a working day from today (Madrid) up to the window's last day. */
export function isBookableDay(day: string, now: Date, windowDays: number = BOOKING_WINDOW_DAYS): boolean {
  const ahead = dayDistance(madridDay(now), day);
  return isWorkingDay(day) && ahead >= 0 && ahead <= windowDays;
}

/**
 * The slots of a day a visitor can still pick: none on a day that cannot be chosen, otherwise the grid without the
 * times already taken and without the times that have already begun.
 */
export function freeSlots(
  day: string,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
  windowDays: number = BOOKING_WINDOW_DAYS,
): string[] {
  if (!isBookableDay(day, now, windowDays)) return [];
  return BOOKING_SLOTS.filter((time) => !taken.has(time) && madridInstant(day, time).getTime() > now.getTime());
}

/** The free slots of each day from `from` to `to` (Madrid days), given the start instants already taken. */
export function availabilityInRange(
  from: string,
  to: string,
  takenStarts: Iterable<Date>,
  now: Date,
): { date: string; slots: string[] }[] {
  const taken = new Map<string, Set<string>>();
  for (const start of takenStarts) {
    const day = madridDay(start);
    taken.set(day, (taken.get(day) ?? new Set()).add(madridTime(start)));
  }
  return daysInRange(from, to).map((date) => ({ date, slots: freeSlots(date, now, taken.get(date)) }));
}

/** A day is full when its taken slots are at least as many as its slots. */
export function isFullDay(takenCount: number): boolean {
  return takenCount >= BOOKING_SLOTS.length;
}

/** The last day the window reaches, seen from `now`. */
export function lastBookableDay(now: Date, windowDays: number = BOOKING_WINDOW_DAYS): string {
  return addDays(madridDay(now), windowDays);
}

/** Why a day of the calendar cannot be chosen, so that the calendar can say it; null when it can. */
export type DayUnavailability = 'past' | 'weekend' | 'beyond-window' | 'full';

/**
 * The reason a day is disabled: past days, weekends, days beyond the window, and full days, whose free
 * slots (`freeCount`, from availability) are none. A day whose free slots are not known yet is not called full.
 */
export function dayUnavailability(day: string, now: Date, windowDays: number, freeCount?: number): DayUnavailability | null {
  const ahead = dayDistance(madridDay(now), day);
  if (ahead < 0) return 'past';
  if (!isWorkingDay(day)) return 'weekend';
  if (ahead > windowDays) return 'beyond-window';
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
