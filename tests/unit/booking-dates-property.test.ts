import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayDistance,
  daysInRange,
  isCalendarDay,
  isWorkingDay,
  madridDay,
  madridInstant,
  madridTime,
  MAX_DAYS_IN_RANGE,
} from '@/lib/domain/booking-calendar';
import { bookingFailureField, checkBookingTime, parseBookingDate } from '@/lib/domain/booking-rules';
import {
  availabilityInRange,
  BOOKING_SLOTS,
  BOOKING_WINDOW_DAYS,
  dayUnavailability,
  freeSlots,
  isBookableDay,
  lastBookableDay,
  nearestFreeSlots,
  windowProblem,
} from '@/lib/domain/booking-slots';

/**
 * Every date a visitor can send reaches these functions, so none may loop, throw what it does not promise, or break
 * its own rules, whatever it is given: any year a 'YYYY-MM-DD' string holds, the edges of what a Date can be (year
 * 275760), impossible days and plain garbage.
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
const anyDay = fc.oneof(dayShaped, extremeDays, fc.string({ maxLength: 20 }));
const realDay = dayShaped.filter(isCalendarDay);

const anyInstant = fc.oneof(
  fc.date({ min: new Date(-LAST_INSTANT), max: new Date(LAST_INSTANT), noInvalidDate: true }),
  fc.constantFrom(
    new Date(LAST_INSTANT),
    new Date(-LAST_INSTANT),
    new Date(Date.UTC(9999, 11, 31, 23, 59)),
    new Date(0),
  ),
);
/** "Now" as a server can see it: this century and the next. */
const plausibleNow = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2199-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const anyCount = fc.oneof(
  fc.integer({ min: -4_000_000, max: 4_000_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
);

// Each call takes well under a millisecond; the budget only has to tell a loop from a machine busy with other work.
const BUDGET_MS = 1000;

/** Runs a call and says how long it took: nothing here may take long, whatever it was given. */
function timed<T>(call: () => T): T {
  const started = performance.now();
  const result = call();
  expect(performance.now() - started).toBeLessThan(BUDGET_MS);
  return result;
}

/** The call either answers or throws a RangeError (the documented refusal); anything else fails the property. */
function answerOrRangeError<T>(call: () => T): { value: T } | { refused: RangeError } {
  try {
    return { value: timed(call) };
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    return { refused: error as RangeError };
  }
}

describe('Calendar days under random and extreme input', () => {
  it('isCalendarDay answers for anything and accepts exactly the days that exist, years 0000 to 9999', () => {
    fc.assert(
      fc.property(anyDay, (value) => {
        const accepted = timed(() => isCalendarDay(value));
        if (accepted) expect(new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10)).toBe(value);
      }),
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDay(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });

  it('addDays moves by exactly the count, or refuses with a RangeError: never a day outside 0000–9999', () => {
    fc.assert(
      fc.property(anyDay, anyCount, (day, count) => {
        const outcome = answerOrRangeError(() => addDays(day, count));
        if ('value' in outcome) {
          expect(isCalendarDay(outcome.value)).toBe(true);
          expect(dayDistance(day, outcome.value)).toBe(count);
        } else {
          // Refused only for what no day string can hold.
          const target = Date.parse(`${day}T12:00:00Z`) + count * 86_400_000;
          const fits =
            isCalendarDay(day) &&
            Number.isSafeInteger(count) &&
            new Date(target).getUTCFullYear() <= 9999 &&
            target >= Date.parse('0000-01-01T00:00:00Z');
          expect(fits).toBe(false);
        }
      }),
    );
  });

  it('dayDistance is a whole number between days, antisymmetric, and NaN (not an exception) otherwise', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (from, to) => {
        const distance = timed(() => dayDistance(from, to));
        if (isCalendarDay(from) && isCalendarDay(to)) {
          expect(Number.isInteger(distance)).toBe(true);
          // Sums and signs, not negation: -0 and 0 are the same distance.
          expect(dayDistance(to, from) + distance).toBe(0);
          expect(Math.sign(distance) || 0).toBe(from < to ? 1 : from > to ? -1 : 0);
        } else {
          expect(distance).toBeNaN();
        }
      }),
    );
  });

  it('daysInRange ends for every input, lists consecutive days from `from`, never past `to` nor more than its cap', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (from, to) => {
        const days = timed(() => daysInRange(from, to));
        expect(days.length).toBeLessThanOrEqual(MAX_DAYS_IN_RANGE);
        if (days.length === 0) return;
        expect(days[0]).toBe(from);
        days.forEach((day, index) => {
          expect(isCalendarDay(day)).toBe(true);
          expect(day <= to).toBe(true);
          expect(dayDistance(from, day)).toBe(index);
        });
      }),
    );
    expect(daysInRange('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(daysInRange('0000-01-01', '9999-12-31')).toHaveLength(MAX_DAYS_IN_RANGE);
  });

  it('isWorkingDay answers for anything: Monday to Friday of a real day, false otherwise', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const working = timed(() => isWorkingDay(day));
        if (!isCalendarDay(day)) expect(working).toBe(false);
      }),
    );
  });
});

describe('Madrid wall-clock time under random and extreme input', () => {
  it('madridDay and madridTime read every instant a Date can be, to its last millisecond', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const day = timed(() => madridDay(instant));
        const time = timed(() => madridTime(instant));
        expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        const year = instant.getUTCFullYear();
        if (year >= 1 && year <= 9998) expect(isCalendarDay(day)).toBe(true);
      }),
    );
    expect(() => madridDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('madridInstant places every slot of every day on an instant that reads back as that day and time', () => {
    fc.assert(
      fc.property(realDay, fc.constantFrom(...BOOKING_SLOTS), (day, time) => {
        const instant = timed(() => madridInstant(day, time));
        expect(Number.isNaN(instant.getTime())).toBe(false);
        expect(madridDay(instant)).toBe(day);
        expect(madridTime(instant)).toBe(time);
      }),
    );
  });

  it('madridInstant answers an Invalid Date, never an exception, for what is not a day and a time', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('24:00', '10:60', '9:00', '10:00')),
        (day, time) => {
          const instant = timed(() => madridInstant(day, time));
          if (!isCalendarDay(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
            expect(Number.isNaN(instant.getTime())).toBe(true);
        },
      ),
    );
  });
});

describe('Booking rules and slots under random and extreme input', () => {
  it('the day rules answer for any day and any now, and only days inside the window have slots', () => {
    fc.assert(
      fc.property(anyDay, plausibleNow, (day, now) => {
        const slots = timed(() => freeSlots(day, now));
        expect(slots.every((slot) => BOOKING_SLOTS.includes(slot))).toBe(true);
        const problem = timed(() => windowProblem(day, now));
        timed(() => dayUnavailability(day, now, BOOKING_WINDOW_DAYS));
        expect(timed(() => isBookableDay(day, now))).toBe(problem === null && isWorkingDay(day));
        if (problem !== null) expect(slots).toEqual([]);
      }),
    );
  });

  it('availability over any range ends quickly and lists at most the cap of days', () => {
    fc.assert(
      fc.property(anyDay, anyDay, plausibleNow, (from, to, now) => {
        const days = timed(() => availabilityInRange(from, to, [], now));
        expect(days.length).toBeLessThanOrEqual(MAX_DAYS_IN_RANGE);
      }),
      { numRuns: 60 },
    );
  });

  it('parseBookingDate and checkBookingTime answer for any text and any instant; only the window is accepted', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .tuple(
          anyDay,
          fc.constantFrom('T10:00', 'T10:00:00Z', 'T23:30:00-14:00', 'T00:00:00+14:00', 'T10:00:00.000Z', ''),
        )
        .map(([day, rest]) => `${day}${rest}`),
    );
    fc.assert(
      fc.property(text, plausibleNow, (value, now) => {
        const instant = timed(() => parseBookingDate(value));
        if (instant === null) return;
        const violation = timed(() => checkBookingTime(instant, now));
        if (violation === null) {
          expect(instant.getTime()).toBeGreaterThan(now.getTime());
          expect(dayDistance(madridDay(now), madridDay(instant))).toBeLessThanOrEqual(BOOKING_WINDOW_DAYS);
        }
      }),
    );
    fc.assert(
      fc.property(anyInstant, plausibleNow, (instant, now) => {
        timed(() => checkBookingTime(instant, now));
      }),
    );
  });

  it('the window, nearest slots and failure fields answer for anything', () => {
    fc.assert(
      fc.property(plausibleNow, (now) => {
        const last = timed(() => lastBookableDay(now));
        expect(dayDistance(madridDay(now), last)).toBe(BOOKING_WINDOW_DAYS);
      }),
    );
    fc.assert(
      fc.property(
        anyDay,
        fc.string({ maxLength: 6 }),
        fc.array(fc.record({ date: anyDay, slots: fc.array(fc.constantFrom(...BOOKING_SLOTS)) }), { maxLength: 5 }),
        (date, time, availability) => {
          const offered = timed(() => nearestFreeSlots({ date, time }, availability));
          expect(offered.length).toBeLessThanOrEqual(3);
        },
      ),
    );
    fc.assert(
      fc.property(fc.option(fc.string()), (code) => {
        expect(['date', 'time']).toContain(bookingFailureField(code ?? undefined));
      }),
    );
  });
});
