'use server';

import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { freeConsultationService } from '@/lib/domain/booking-services';
import { createAppointment } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';
import { bookingFormSchema } from '@/lib/schemas/booking';
import { isHoneypotFilled } from '@/lib/schemas/fields';
import { actionContext } from './action-context';
import { actionLocale, failure, formValues, fromProvider, fromValidation, type ActionResult } from './action-result';

/**
 * Books a free consultation from the booking form or dialog. Bind the locale:
 * `useActionState(bookConsultation.bind(null, locale), null)`; the values are the form's (date 'YYYY-MM-DD' and
 * time 'HH:MM' in Madrid time, apart), as FormData or a plain object.
 */
export async function bookConsultation(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  const lang = actionLocale(locale);
  const texts = errorMessages(lang);
  const values = formValues(input);
  if (isHoneypotFilled(values.website)) return { success: true, message: texts.success.booking };
  const parsed = bookingFormSchema.safeParse(values);
  if (!parsed.success) return fromValidation(parsed.error, lang);
  const { name, email, phone, date, time, service, message, notifyEmail } = parsed.data;
  try {
    const result = await createAppointment(
      {
        name,
        email,
        phone,
        date: bookingTimestamp(date, time),
        service: service ?? freeConsultationService(lang),
        message,
        notifyEmail,
        lang,
      },
      await actionContext(),
    );
    const outcome = fromProvider(result, texts.booking.fallback);
    // The form has a time field; the payload's single date carries both, so slot problems show under time.
    if (!outcome.success && outcome.fieldErrors.date) outcome.fieldErrors.time = outcome.fieldErrors.date;
    return outcome;
  } catch (error) {
    console.error('[booking] could not create the appointment', error);
    return failure(texts.booking.message);
  }
}
