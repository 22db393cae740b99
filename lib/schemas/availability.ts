import { z } from 'zod';
import { dayDistance, isCalendarDay } from '@/lib/domain/booking-calendar';
import { BOOKING_WINDOW_DAYS, windowProblem } from '@/lib/domain/booking-slots';

/**
 * The longest range one availability request may ask for: the booking window, today to its last day. The calendar
 * asks for exactly that; nothing a visitor can book lies outside it.
 */
export const MAX_AVAILABILITY_DAYS = BOOKING_WINDOW_DAYS + 1;

// A browser whose clock has just passed midnight before the server's may ask from its own "today": one day of slack.
const SLACK_DAYS = 1;

const day = z
  .string({ error: 'dateRangeInvalid' })
  .trim()
  .refine(isCalendarDay, { error: 'dateRangeInvalid' })
  .refine((value) => {
    const problem = windowProblem(value, new Date(Date.now() - SLACK_DAYS * 86_400_000), BOOKING_WINDOW_DAYS + 2 * SLACK_DAYS);
    return problem === null;
  }, { error: 'dateRangeOutsideWindow' });

/** Query of GET /api/availability: from and to, Madrid calendar days within the booking window, both included. */
export const availabilityQuerySchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => {
    const span = dayDistance(from, to);
    return span >= 0 && span < MAX_AVAILABILITY_DAYS;
  }, { error: 'dateRangeInvalid', path: ['to'] });
