import { bookingFormSchema } from '@/lib/schemas/booking';
import { BOOKING_FIELDS, type BookingField, type BookingFormFields } from './booking-fields';

export type BookingErrors = Partial<Record<BookingField, string>>;

/** The server's own schema, so the browser never accepts what the server refuses. Loaded on first use. */
export function validateBooking(values: BookingFormFields): BookingErrors {
  const result = bookingFormSchema.safeParse(values);
  const errors: BookingErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const known = BOOKING_FIELDS.find((name) => name === field);
    if (known && !(known in errors)) errors[known] = issue.message;
  }
  return errors;
}
