'use server';

import { redirect } from 'next/navigation';
import { actionContext } from '@/lib/api/action-context';
import { actionLocale, formValues } from '@/lib/api/action-result';
import { windowProblem } from '@/lib/domain/booking-slots';
import { bookingFailureField, bookingTimestamp } from '@/lib/domain/booking-rules';
import { manageBookingPath } from '@/lib/i18n/page-paths';
import { getAvailability, rescheduleBooking } from '@/lib/provider';
import type { Locale, RescheduleOutcome } from '@/lib/provider/contract';
import { errorMessages, manageMessages } from '@/lib/provider/messages';
import { bookingSchedule } from '@/lib/provider/schedule';
import { fieldErrorKeys } from '@/lib/schemas/field-errors';
import { rescheduleFormSchema } from '@/lib/schemas/manage-reschedule';

/**
 * The manage page's "change the time" answer when the booking was not moved (a move leaves for the page of its new
 * link): why, in the visitor's language, under the field it concerns or for the whole form, with the chosen day and
 * time echoed and that day's free times, so that a form posted without JavaScript comes back filled in.
 */
export type RescheduleActionResult = {
  outcome: Exclude<RescheduleOutcome, 'moved'> | 'form' | 'error';
  message: string;
  fieldErrors: { date?: string; time?: string };
  values: { date?: string; time?: string };
  daySlots?: { date: string; slots: string[] };
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim().slice(0, 40) : undefined;

/** The chosen day's free times, only for a day in the studio's window: nothing outside it is looked up. */
async function daySlotsOf(day: string | undefined): Promise<RescheduleActionResult['daySlots']> {
  try {
    const schedule = await bookingSchedule();
    if (!day || windowProblem(day, new Date(), schedule.horizonDays) !== null) return undefined;
    const [slots] = await getAvailability({ from: day, to: day });
    return slots;
  } catch (error) {
    console.error('[booking] could not read availability for the answer', error);
    return undefined;
  }
}

async function answer(
  base: Omit<RescheduleActionResult, 'values' | 'daySlots'>,
  values: RescheduleActionResult['values'],
): Promise<RescheduleActionResult> {
  const daySlots = await daySlotsOf(values.date);
  return { ...base, values, ...(daySlots ? { daySlots } : {}) };
}

/**
 * Moves the booking of the manage page's token to the day and time chosen (Madrid time, as on the booking page). Bind
 * the locale at module level; the token travels in the form's hidden field. Moved: the visitor lands on the page of
 * the new link, which says so (`?moved=1`), with or without JavaScript.
 */
export async function rescheduleFromManageLink(
  locale: string,
  _previous: RescheduleActionResult | null,
  input: unknown,
): Promise<RescheduleActionResult> {
  const lang: Locale = actionLocale(locale);
  const form = formValues(input);
  const values = { date: text(form.date), time: text(form.time) };
  const texts = manageMessages(lang);
  const parsed = rescheduleFormSchema.safeParse(form);
  if (!parsed.success) {
    const keys = fieldErrorKeys(parsed.error);
    if (keys.token) return answer({ outcome: 'invalid', message: texts.invalid, fieldErrors: {} }, values);
    const validation = errorMessages(lang).validation;
    const fieldErrors = {
      ...(keys.date ? { date: validation[keys.date] } : {}),
      ...(keys.time ? { time: validation[keys.time] } : {}),
    };
    return answer(
      { outcome: 'form', message: Object.values(fieldErrors)[0] ?? texts.rescheduleError, fieldErrors },
      values,
    );
  }
  let token: string | undefined;
  try {
    const { date, time } = parsed.data;
    const result = await rescheduleBooking(
      { token: parsed.data.token, date: bookingTimestamp(date, time), lang },
      await actionContext(),
    );
    if (result.outcome === 'moved' && result.manageToken) token = result.manageToken;
    else {
      const outcome = result.outcome === 'moved' ? 'error' : result.outcome;
      const message = result.message ?? texts.rescheduleError;
      // A time the schedule refuses or someone took, or the same time again, is said under the field it concerns.
      const field =
        outcome === 'refused'
          ? bookingFailureField(result.code)
          : outcome === 'slot-taken' || outcome === 'same-slot'
            ? 'time'
            : null;
      return answer({ outcome, message, fieldErrors: field ? { [field]: message } : {} }, values);
    }
  } catch (error) {
    console.error('[booking] could not move the booking from the manage link', error);
    return answer({ outcome: 'error', message: texts.rescheduleError, fieldErrors: {} }, values);
  }
  redirect(`${manageBookingPath(lang, token)}?moved=1`);
}
