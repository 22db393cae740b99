import { z } from 'zod';
import { dayDistance, isCalendarDay } from '@/lib/domain/booking-calendar';
import { BOOKING_WINDOW_DAYS, windowProblem } from '@/lib/domain/booking-slots';

// A browser whose clock passed midnight before the server's may ask from its own "today".
const SLACK_DAYS = 1;

/** Bounded by the booking window: the calendar asks for exactly that, and nothing bookable lies outside it. */
export function availabilityQuerySchema(windowDays: number = BOOKING_WINDOW_DAYS) {
  const day = z
    .string({ error: 'dateRangeInvalid' })
    .trim()
    .refine(isCalendarDay, { error: 'dateRangeInvalid' })
    .refine(
      (value) =>
        windowProblem(value, new Date(Date.now() - SLACK_DAYS * 86_400_000), windowDays + 2 * SLACK_DAYS) === null,
      {
        error: 'dateRangeOutsideWindow',
      },
    );
  return z.object({ from: day, to: day }).refine(
    ({ from, to }) => {
      const span = dayDistance(from, to);
      return span >= 0 && span < windowDays + 1;
    },
    { error: 'dateRangeInvalid', path: ['to'] },
  );
}
