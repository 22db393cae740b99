import { z } from 'zod';
import { SCHEDULE_LIMITS } from '@/lib/domain/booking-schedule';
import { bookingDaySchemaFor, bookingInstantSchema, bookingTimeSchema } from './booking';
import { manageTokenSchema } from './manage-booking';

// Apart from manage-booking.ts, which next.config reads (through known-pages) and must stay free of the booking rules.

export const rescheduleSchema = z.object({ token: manageTokenSchema, date: bookingInstantSchema });

/** Day and time apart, as on the booking page, so the same fields and messages serve both. */
export const rescheduleFormSchema = z.object({
  token: manageTokenSchema,
  date: bookingDaySchemaFor(SCHEDULE_LIMITS.horizonDays.max),
  time: bookingTimeSchema,
});
