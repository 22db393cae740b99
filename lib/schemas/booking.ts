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

/** Bounded and shape-checked before Intl sees it. */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Sent by the browser, not typed, so an unknown zone is dropped rather than refusing the booking. */
const timeZone = z.string().trim().refine(isTimeZone).optional().catch(undefined);

/** Bounds a date before anything reads it; the studio's own window is the provider's re-check, with its own message. */
const WIDEST_WINDOW_DAYS = SCHEDULE_LIMITS.horizonDays.max;

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

/** Only the shape; whether the schedule offers it that day is the provider's re-check. */
export const bookingTimeSchema = z
  .string({ error: 'timeRequired' })
  .trim()
  .refine(isClockTime, { error: 'timeRequired' });

/** The keys keep the form's order, so the first failing field's message leads. */
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

/** The widest window suffices in the browser: its calendar offers only the studio's own days. */
export const bookingFormSchema = bookingFormSchemaFor(WIDEST_WINDOW_DAYS);

export type BookingFormValues = z.input<typeof bookingFormSchema>;

export const bookingInstantSchema = z
  .string({ error: 'dateRequired' })
  .trim()
  .min(1, { error: 'dateRequired' })
  .max(40, { error: 'dateRequired' })
  // Refused here, before the provider counts or stores anything: a date that is none, or one far beyond the window.
  .refine((value) => parseBookingDate(value) !== null, { error: 'dateInvalid' })
  .refine(
    (value) => {
      const instant = parseBookingDate(value);
      return (
        instant === null || checkBookingTime(instant, new Date(), DEFAULT_SCHEDULE, WIDEST_WINDOW_DAYS) !== 'too-far'
      );
    },
    { error: 'dayTooFar' },
  );

/** The provider checks every date rule again, so this only bounds the input. */
export const bookingRequestSchema = z.object({
  name,
  email,
  phone,
  date: bookingInstantSchema,
  service,
  message,
  notifyEmail,
  // A code with a region suffix is reduced to its base (en-GB is English).
  lang: z.preprocess(
    (value) => (typeof value === 'string' && hasRegionSuffix(value) ? (supportedBase(value) ?? value) : value),
    z.enum(locales).optional(),
  ),
  timeZone,
  website,
});

export type BookingRequestBody = z.output<typeof bookingRequestSchema>;
