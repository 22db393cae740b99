import { bookingFormSchema } from '@/lib/schemas/booking';
import { BOOKING_FIELDS, type BookingField, type BookingFormFields } from './booking-fields';

export type BookingErrors = Partial<Record<BookingField, string>>;

/**
 * The shared booking schema's check in the browser: each failing field's first message (a key of the validation
 * messages), in the form's order. Imported by use-booking-form.ts on first use, not with the page.
 */
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
