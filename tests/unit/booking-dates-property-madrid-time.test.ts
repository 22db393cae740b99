import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDay, madridDay, madridInstant, madridTime } from '@/lib/domain/booking-calendar';
import { BOOKING_SLOTS } from '@/lib/domain/booking-slots';
import { anyDay, anyInstant, realDay, timed } from './support/booking-dates';

// Madrid's wall-clock time under any instant and input (the inputs: tests/unit/support/booking-dates.ts).

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
