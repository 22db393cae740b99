import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { freeConsultationService } from '@/lib/domain/booking-services';
import { createAppointment } from '@/lib/provider';
import { bookingFormSchema, bookingRequestSchema } from '@/lib/schemas/booking';
import { defineSubmission } from './submission';

/** A free consultation: the API's one timestamp, or the form's Madrid day and time made into one. */
export const bookingSubmission = defineSubmission({
  name: 'booking',
  honeypot: (texts) => texts.success.booking,
  request: bookingRequestSchema,
  form: bookingFormSchema.transform(({ date, time, ...rest }) => ({ ...rest, date: bookingTimestamp(date, time) })),
  submit: ({ name, email, phone, date, service, message, notifyEmail }, { lang, caller }) =>
    createAppointment(
      { name, email, phone, date, service: service ?? freeConsultationService(lang), message, notifyEmail, lang },
      caller,
    ),
  messages: { unanswered: (texts) => texts.booking.fallback, failed: (texts) => texts.booking.message },
});
