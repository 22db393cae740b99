import { z } from 'zod';
import { dayDistance, isCalendarDay } from '@/lib/domain/booking-calendar';

/** The longest range one availability request may ask for: about three months of calendar. */
export const MAX_AVAILABILITY_DAYS = 92;

const day = z.string({ error: 'dateRangeInvalid' }).trim().refine(isCalendarDay, { error: 'dateRangeInvalid' });

/** Query of GET /api/availability: from and to, Madrid calendar days, both included. */
export const availabilityQuerySchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => {
    const span = dayDistance(from, to);
    return span >= 0 && span < MAX_AVAILABILITY_DAYS;
  }, { error: 'dateRangeInvalid', path: ['to'] });
