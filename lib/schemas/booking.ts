import { z } from 'zod';
import { isCalendarDay, isClockTime } from '@/lib/domain/booking-calendar';
import { checkBookingTime, parseBookingDate } from '@/lib/domain/booking-rules';
import { DEFAULT_SCHEDULE, SCHEDULE_LIMITS } from '@/lib/domain/booking-schedule';
import { windowProblem } from '@/lib/domain/booking-slots';
import { hasRegionSuffix, locales, supportedBase } from '@/lib/i18n/locales';
import {
  emailField,
  honeypotField,
  nameField,
  optionalEmailField,
  optionalTextField,
  phoneField,
  serviceField,
} from './fields';

/** The fields the booking form and the booking request share. */
const shared = {
  name: nameField,
  email: emailField('emailRequired'),
  phone: phoneField,
  service: serviceField,
  message: optionalTextField(2000),
  notifyEmail: optionalEmailField,
  website: honeypotField,
};
const { name, email, phone, service, message, notifyEmail, website } = shared;

/** An IANA time zone this runtime knows ('Europe/Madrid', 'America/New_York'), at most 64 characters. */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The visitor's time zone, sent by the browser (not typed by anyone): shown to the studio beside Madrid time. Anything
 * that is not a known zone is dropped rather than refusing the booking.
 */
const timeZone = z
  .string()
  .trim()
  .refine(isTimeZone)
  .optional()
  .catch(undefined);

/**
 * The widest window any schedule may have: what the schemas bound a date by before anything else reads it. The
 * studio's own window (its schedule's horizon) is the provider's re-check, with the number of days in its message.
 */
const WIDEST_WINDOW_DAYS = SCHEDULE_LIMITS.horizonDays.max;

/** The Madrid calendar day chosen, 'YYYY-MM-DD', from today to the end of a window of `windowDays`. */
export function bookingDaySchemaFor(windowDays: number) {
  return (
    z
      .string({ error: 'dateRequired' })
      .trim()
      .refine(isCalendarDay, { error: 'dateRequired' })
      // Bounded before anything else reads the day: no day outside the window reaches the calendar arithmetic.
      .refine((day) => windowProblem(day, new Date()) !== 'past', { error: 'dayPast' })
      .refine((day) => windowProblem(day, new Date(), windowDays) !== 'too-far', { error: 'dayTooFar' })
  );
}

/** The slot chosen, 'HH:MM'; whether the studio's schedule offers it that day is the provider's re-check. */
export const bookingTimeSchema = z.string({ error: 'timeRequired' }).trim().refine(isClockTime, { error: 'timeRequired' });

/**
 * The booking form within a window of `windowDays` (the studio's schedule's horizon, on the server). It holds the day
 * and the slot apart; the payload carries one timestamp. The keys keep the form's order, which is the order of its
 * messages (the first failing field's message leads).
 */
export function bookingFormSchemaFor(windowDays: number) {
  return z.object({
    name,
    email,
    phone,
    date: bookingDaySchemaFor(windowDays),
    time: bookingTimeSchema,
    service,
    message,
    notifyEmail,
    timeZone,
    website,
  });
}

/** The form in the browser: bounded by the widest window (its calendar offers only the studio's own days). */
export const bookingFormSchema = bookingFormSchemaFor(WIDEST_WINDOW_DAYS);

export type BookingFormValues = z.input<typeof bookingFormSchema>;

/** A slot's start as one timestamp, in a request body (a booking, a move). */
export const bookingInstantSchema = z
  .string({ error: 'dateRequired' })
  .trim()
  .min(1, { error: 'dateRequired' })
  .max(40, { error: 'dateRequired' })
  // Refused here, before the provider counts or stores anything: a date that is none, or one far beyond the window.
  .refine((value) => parseBookingDate(value) !== null, { error: 'dateInvalid' })
  .refine((value) => {
    const instant = parseBookingDate(value);
    return instant === null || checkBookingTime(instant, new Date(), DEFAULT_SCHEDULE, WIDEST_WINDOW_DAYS) !== 'too-far';
  }, { error: 'dayTooFar' });

/** Body of POST /api/appointments. The provider checks every date rule again (lib/domain/booking-rules). */
export const bookingRequestSchema = z.object({
  name,
  email,
  phone,
  date: bookingInstantSchema,
  service,
  message,
  notifyEmail,
  // A code with a region suffix is reduced to its base (en-GB is English).
  lang: z.preprocess((value) => (typeof value === 'string' && hasRegionSuffix(value) ? (supportedBase(value) ?? value) : value), z.enum(locales).optional()),
  timeZone,
  website,
});

export type BookingRequestBody = z.output<typeof bookingRequestSchema>;

