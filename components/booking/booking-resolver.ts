import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { bookingFormSchema, type BookingFormValues } from '@/lib/schemas/booking';
import type { BookingFormFields } from './booking-fields';

/** The booking schema as the form's resolver; imported by use-booking-form.ts on first use (lazyResolver). */
export const bookingResolver = zodResolver(bookingFormSchema) as unknown as Resolver<BookingFormValues, unknown, BookingFormFields>;
