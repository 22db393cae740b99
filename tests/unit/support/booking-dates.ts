import fc from 'fast-check';
import { expect } from 'vitest';
import { isCalendarDay } from '@/lib/domain/booking-calendar';

/**
 * The inputs of tests/unit/booking-dates-property-*.test.ts. Every date a visitor can send reaches the booking
 * functions, so none may loop, throw what it does not promise, or break its own rules, whatever it is given: any year
 * a 'YYYY-MM-DD' string holds, the edges of what a Date can be (year 275760), impossible days and plain garbage.
 */

const LAST_INSTANT = 8.64e15;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

const extremeDays = fc.constantFrom(
  '0000-01-01',
  '0000-02-29',
  '0099-12-31',
  '1900-02-29',
  '2000-02-29',
  '2026-02-29',
  '2026-03-29',
  '2026-10-25',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '275760-09-13',
  '-000001-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-01-32',
  '2026-1-1',
  ' 2026-01-05',
  '',
  'garbage',
);
/** Written like a day, any year, month 0–13 and day 0–32: real days and impossible ones. */
const dayShaped = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
export const anyDay = fc.oneof(dayShaped, extremeDays, fc.string({ maxLength: 20 }));
export const realDay = dayShaped.filter(isCalendarDay);

export const anyInstant = fc.oneof(
  fc.date({ min: new Date(-LAST_INSTANT), max: new Date(LAST_INSTANT), noInvalidDate: true }),
  fc.constantFrom(
    new Date(LAST_INSTANT),
    new Date(-LAST_INSTANT),
    new Date(Date.UTC(9999, 11, 31, 23, 59)),
    new Date(0),
  ),
);
/** "Now" as a server can see it: this century and the next. */
export const plausibleNow = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2199-12-31T00:00:00Z'),
  noInvalidDate: true,
});
export const anyCount = fc.oneof(
  fc.integer({ min: -4_000_000, max: 4_000_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
);

// Each call takes well under a millisecond; the budget only has to tell a loop from a machine busy with other work.
const BUDGET_MS = 1000;

/** Runs a call and says how long it took: nothing here may take long, whatever it was given. */
export function timed<T>(call: () => T): T {
  const started = performance.now();
  const result = call();
  expect(performance.now() - started).toBeLessThan(BUDGET_MS);
  return result;
}

/** The call either answers or throws a RangeError (the documented refusal); anything else fails the property. */
export function answerOrRangeError<T>(call: () => T): { value: T } | { refused: RangeError } {
  try {
    return { value: timed(call) };
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    return { refused: error as RangeError };
  }
}
