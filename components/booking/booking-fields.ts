/** Its own module so the form's hook and its resolver share it without importing each other. */
export const BOOKING_FIELDS = ['name', 'email', 'phone', 'date', 'time', 'service', 'message'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
/** The form's values as the server action receives them. */
export type BookingFormFields = Record<BookingField, string>;
