'use server';

import { addDays, isCalendarDay } from '@/lib/domain/booking-calendar';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { freeConsultationService } from '@/lib/domain/booking-services';
import { nearestFreeSlots, type BookingSlot } from '@/lib/domain/booking-slots';
import { createAppointment, getAvailability } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';
import { bookingFormSchema } from '@/lib/schemas/booking';
import { isHoneypotFilled } from '@/lib/schemas/fields';
import { actionContext } from '@/lib/api/action-context';
import { actionLocale, failure, formValues, fromProvider, fromValidation, type ActionResult } from '@/lib/api/action-result';

/** The form's own fields, echoed back on failure so that a form posted without JavaScript comes back filled in. */
const ECHOED = ['name', 'email', 'phone', 'date', 'time', 'service', 'message'] as const;

export type BookingActionResult =
  | (Extract<ActionResult, { success: true }> & { booked: BookingSlot })
  | (Extract<ActionResult, { success: false }> & {
      values: Partial<Record<(typeof ECHOED)[number], string>>;
      /** The chosen day's free times, so that a visitor without JavaScript picks the time after the day. */
      daySlots?: { date: string; slots: string[] };
      /** Someone else took the slot a moment ago: the nearest free ones, to book in one click. */
      conflict?: BookingSlot[];
    });

function echo(values: Record<string, unknown>): Partial<Record<(typeof ECHOED)[number], string>> {
  return Object.fromEntries(ECHOED.flatMap((key) => (typeof values[key] === 'string' ? [[key, values[key]]] : [])));
}

async function daySlotsOf(date: unknown): Promise<{ date: string; slots: string[] } | undefined> {
  if (typeof date !== 'string' || !isCalendarDay(date)) return undefined;
  const [day] = await getAvailability({ from: date, to: date });
  return day;
}

async function nearestTo(wanted: BookingSlot): Promise<BookingSlot[]> {
  const availability = await getAvailability({ from: addDays(wanted.date, -3), to: addDays(wanted.date, 7) });
  return nearestFreeSlots(wanted, availability);
}

async function withContext(result: ActionResult, values: Record<string, unknown>, conflict?: BookingSlot): Promise<BookingActionResult> {
  if (result.success) throw new Error('withContext is for failures');
  const answer: BookingActionResult = { ...result, values: echo(values) };
  try {
    const daySlots = await daySlotsOf(values.date);
    if (daySlots) answer.daySlots = daySlots;
    if (conflict) answer.conflict = await nearestTo(conflict);
  } catch (error) {
    // The answer is still useful without the offer of other times.
    console.error('[booking] could not read availability for the answer', error);
  }
  return answer;
}

/**
 * Books a free consultation from the booking form or dialog. Bind the locale:
 * `useActionState(bookConsultation.bind(null, locale), null)`; the values are the form's (date 'YYYY-MM-DD' and
 * time 'HH:MM' in Madrid time, apart), as FormData or a plain object.
 */
export async function bookConsultation(
  locale: string,
  _previous: BookingActionResult | null,
  input: unknown,
): Promise<BookingActionResult> {
  const lang = actionLocale(locale);
  const texts = errorMessages(lang);
  const values = formValues(input);
  // A nearest-slot button of the 409 answer posts its slot (without JavaScript); it replaces the form's day and time.
  if (typeof values.slot === 'string' && values.slot.includes('|')) [values.date, values.time] = values.slot.split('|');
  const parsed = bookingFormSchema.safeParse(values);
  if (isHoneypotFilled(values.website)) {
    return { success: true, message: texts.success.booking, booked: { date: String(values.date ?? ''), time: String(values.time ?? '') } };
  }
  if (!parsed.success) return withContext(fromValidation(parsed.error, lang), values);
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
    if (outcome.success) return { ...outcome, booked: { date, time } };
    // The form holds day and time apart while the payload carries one timestamp: a day problem (weekend, too far)
    // shows under the date, a slot problem (taken, past, off the grid) under the time.
    const slotProblem = outcome.fieldErrors.date;
    const dayProblems: string[] = [texts.booking.weekend, texts.booking.tooFar, texts.booking.invalidDate];
    if (slotProblem && !dayProblems.includes(slotProblem)) {
      outcome.fieldErrors.time = slotProblem;
      delete outcome.fieldErrors.date;
    }
    return withContext(outcome, values, result.reason === 'conflict' ? { date, time } : undefined);
  } catch (error) {
    console.error('[booking] could not create the appointment', error);
    return withContext(failure(texts.booking.message), values);
  }
}
