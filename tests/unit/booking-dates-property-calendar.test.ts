import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayDistance,
  daysInRange,
  isCalendarDay,
  isWorkingDay,
  MAX_DAYS_IN_RANGE,
} from '@/lib/domain/booking-calendar';
import { answerOrRangeError, anyCount, anyDay, timed } from './support/booking-dates';

// Calendar days under any input a visitor can send (the inputs: tests/unit/support/booking-dates.ts).

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
