import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayDistance, isWorkingDay, madridDay, MAX_DAYS_IN_RANGE } from '@/lib/domain/booking-calendar';
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
import { anyDay, anyInstant, plausibleNow, timed } from './support/booking-dates';

// The booking rules and slots under any day, instant and text (the inputs: tests/unit/support/booking-dates.ts).

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
