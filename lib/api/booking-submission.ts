import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { SCHEDULE_LIMITS } from '@/lib/domain/booking-schedule';
import { freeConsultationService } from '@/lib/domain/booking-services';
import { createAppointment } from '@/lib/provider';
import { bookingFormSchemaFor, bookingRequestSchema } from '@/lib/schemas/booking';
import { defineSubmission } from './submission';

/**
 * A free consultation: the API's one timestamp, or the form's Madrid day and time made into one, the form's day within
 * `windowDays` (the studio's schedule's window; the provider checks every rule again).
 */
export const bookingSubmissionFor = (windowDays: number) =>
  defineSubmission({
    name: 'booking',
    honeypot: (texts) => texts.success.booking,
    request: bookingRequestSchema,
    form: bookingFormSchemaFor(windowDays).transform(({ date, time, ...rest }) => ({
      ...rest,
      date: bookingTimestamp(date, time),
    })),
    submit: ({ name, email, phone, date, service, message, notifyEmail, timeZone }, { lang, caller }) =>
      createAppointment(
        {
          name,
          email,
          phone,
          date,
          service: service ?? freeConsultationService(lang),
          message,
          notifyEmail,
          lang,
          timeZone,
        },
        caller,
      ),
    messages: { unanswered: (texts) => texts.booking.fallback, failed: (texts) => texts.booking.message },
  });

/** The same within the widest window any schedule may have (the API's route, whose provider re-checks the window). */
export const bookingSubmission = bookingSubmissionFor(SCHEDULE_LIMITS.horizonDays.max);
