/**
 * Calendar arithmetic in the studio's time zone (Madrid, CET/CEST). Days are 'YYYY-MM-DD' strings and times
 * 'HH:MM' strings of Madrid wall-clock time, so nothing here depends on the server's own time zone.
 */
export const BOOKING_TIME_ZONE = 'Europe/Madrid';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days this module reads and writes: four-digit years, so a day string always sorts and compares as text. */
export const FIRST_DAY = '0000-01-01';
export const LAST_DAY = '9999-12-31';

/** A bound independent of the input, far above any range the site asks for. */
export const MAX_DAYS_IN_RANGE = 366;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real 'YYYY-MM-DD' day of the (proleptic Gregorian) calendar, years 0000 to 9999. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

// Intl, not a time-zone library: this runs in the booking form too, where a library would weigh on the first load.
// Made on first use, because creating it loads the zone data and would lengthen hydration.
let madridZone: Intl.DateTimeFormat | undefined;

function zone(): Intl.DateTimeFormat {
  madridZone ??= new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, timeZoneName: 'longOffset' });
  return madridZone;
}

const OFFSET_PATTERN = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

/**
 * Read as an offset rather than a wall-clock date so it holds for every instant a Date can be, whatever its year looks
 * like when written. Throws a RangeError for an Invalid Date, as Intl and toISOString do.
 */
function madridOffset(instant: number): number {
  const name =
    zone()
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = OFFSET_PATTERN.exec(name);
  if (!match) throw new RangeError(`Unexpected time-zone offset ${JSON.stringify(name)}`);
  const [, sign = '+', hours = '0', minutes = '0', seconds = '0'] = match;
  return (sign === '-' ? -1 : 1) * ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** An instant as Madrid's wall clock reads it, written the way toISOString writes a UTC instant. */
function madridWall(instant: Date): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  // Past the last instant a Date holds, the shifted instant is invalid: the edge stays on the UTC side.
  const shifted = new Date(time + madridOffset(time));
  return (Number.isNaN(shifted.getTime()) ? instant : shifted).toISOString();
}

/** The Madrid calendar day an instant falls on ('YYYY-MM-DD' for years 0000 to 9999, the ISO extended form beyond). */
export function madridDay(instant: Date): string {
  const wall = madridWall(instant);
  return wall.slice(0, wall.indexOf('T'));
}

/** The Madrid wall-clock time of an instant, 'HH:MM'. */
export function madridTime(instant: Date): string {
  const wall = madridWall(instant);
  const at = wall.indexOf('T') + 1;
  return wall.slice(at, at + 5);
}

/**
 * The instant at which a Madrid wall-clock time happens on a Madrid day; the offset (CET or CEST) follows the day.
 * An Invalid Date when the day or the time is not one.
 */
export function madridInstant(day: string, time: string): Date {
  if (!isCalendarDay(day) || !isClockTime(time)) return new Date(Number.NaN);
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The offset at the wall time read as UTC is right except within hours of a clock change; a second look settles it.
  const first = wall - madridOffset(wall);
  return new Date(wall - madridOffset(first));
}

/** Noon UTC of a day, far from any midnight whatever the offset; NaN for anything that is not a calendar day. */
function utcNoon(day: string): number {
  return isCalendarDay(day) ? Date.parse(`${day}T12:00:00Z`) : Number.NaN;
}

/**
 * The day `count` days after `day` (before, when negative). Throws a RangeError for a day that is not a calendar day,
 * a count that is not a whole number, or a result outside years 0000 to 9999, which no 'YYYY-MM-DD' string can hold.
 */
export function addDays(day: string, count: number): string {
  const noon = utcNoon(day);
  if (Number.isNaN(noon) || !Number.isSafeInteger(count))
    throw new RangeError(`addDays(${JSON.stringify(day)}, ${count})`);
  const result = noon + count * 86_400_000;
  if (!(result >= Date.parse(`${FIRST_DAY}T00:00:00Z`) && result <= Date.parse(`${LAST_DAY}T23:59:59Z`))) {
    throw new RangeError(`addDays(${JSON.stringify(day)}, ${count}) leaves the years 0000 to 9999`);
  }
  return new Date(result).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` comes first); NaN when either is not a day. */
export function dayDistance(from: string, to: string): number {
  return Math.round((utcNoon(to) - utcNoon(from)) / 86_400_000);
}

/** Monday to Friday: the studio's working days (office hours); false for anything that is not a day. */
export function isWorkingDay(day: string): boolean {
  const noon = utcNoon(day);
  if (Number.isNaN(noon)) return false;
  const weekday = new Date(noon).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/**
 * Every calendar day from `from` to `to`, both included, at most MAX_DAYS_IN_RANGE of them; none when either is not a
 * day or `to` comes first. The walk counts days rather than comparing strings, so it ends whatever it is given.
 */
export function daysInRange(from: string, to: string): string[] {
  const span = dayDistance(from, to);
  if (!(span >= 0)) return [];
  const count = Math.min(span + 1, MAX_DAYS_IN_RANGE);
  const start = utcNoon(from);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}
