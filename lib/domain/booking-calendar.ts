/**
 * Calendar arithmetic in the studio's time zone (spec §9: Madrid, CET/CEST). Days are 'YYYY-MM-DD' strings and times
 * 'HH:MM' strings of Madrid wall-clock time, so nothing here depends on the server's own time zone.
 */
export const BOOKING_TIME_ZONE = 'Europe/Madrid';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

// The browser's own time-zone database (Intl) does the conversions: this module runs in the booking form too, and
// a time-zone library would add its weight to that page's first load for what Intl already knows. The formatter is
// made on first use: making it loads the zone data, which would otherwise lengthen the page's hydration task.
let madridClock: Intl.DateTimeFormat | undefined;

function clock(): Intl.DateTimeFormat {
  madridClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return madridClock;
}

/** An instant as Madrid's wall clock reads it. */
function madridWallClock(instant: Date): { day: string; time: string; asUtc: number } {
  const part = Object.fromEntries(clock().formatToParts(instant).map(({ type, value }) => [type, value]));
  const day = `${part.year}-${part.month}-${part.day}`;
  const time = `${part.hour}:${part.minute}`;
  return { day, time, asUtc: Date.parse(`${day}T${time}:${part.second}Z`) };
}

/** How far Madrid's clock is ahead of UTC at an instant, in milliseconds (one hour in CET, two in CEST). */
function madridOffset(instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return madridWallClock(new Date(whole)).asUtc - whole;
}

/** The Madrid calendar day an instant falls on. */
export function madridDay(instant: Date): string {
  return madridWallClock(instant).day;
}

/** The Madrid wall-clock time of an instant, 'HH:MM'. */
export function madridTime(instant: Date): string {
  return madridWallClock(instant).time;
}

/** The instant at which a Madrid wall-clock time happens on a Madrid day; the offset (CET or CEST) follows the day. */
export function madridInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The offset at the wall time read as UTC is right except within hours of a clock change; a second look settles it.
  const first = wall - madridOffset(wall);
  return new Date(wall - madridOffset(first));
}

function utcNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function addDays(day: string, count: number): string {
  const date = utcNoon(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` comes first). */
export function dayDistance(from: string, to: string): number {
  return Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / 86_400_000);
}

/** Monday to Friday: the studio's working days (spec §9 office hours). */
export function isWorkingDay(day: string): boolean {
  const weekday = utcNoon(day).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** Every calendar day from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
