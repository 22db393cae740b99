import { z } from 'zod';
import { SCHEDULE_LIMITS } from '@/lib/domain/booking-schedule';
import { bookingDaySchemaFor, bookingInstantSchema, bookingTimeSchema } from './booking';
import { manageTokenSchema } from './manage-booking';

// Apart from manage-booking.ts, which next.config reads (through known-pages) and must stay free of the booking rules.

/** Body of POST /api/appointments/reschedule: the manage link's token and the new start (the language travels apart). */
export const rescheduleSchema = z.object({ token: manageTokenSchema, date: bookingInstantSchema });

/** The manage page's "change the time" form: the token in a hidden field, the day and the time as on the booking page. */
export const rescheduleFormSchema = z.object({
  token: manageTokenSchema,
  date: bookingDaySchemaFor(SCHEDULE_LIMITS.horizonDays.max),
  time: bookingTimeSchema,
});
