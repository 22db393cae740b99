'use server';

import type { ActionResult } from '@/lib/api/action-result';
import { submitForm } from '@/lib/api/submission-action';
import { bookingSubmission } from '@/lib/api/booking-submission';
import { addDays, isCalendarDay } from '@/lib/domain/booking-calendar';
import { BOOKING_WINDOW_DAYS, dayUnavailability, nearestFreeSlots, type BookingSlot } from '@/lib/domain/booking-slots';
import { getAvailability } from '@/lib/provider';
import type { Locale } from '@/lib/provider/contract';
import { errorMessages } from '@/lib/provider/messages';

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

/**
 * Why the chosen day cannot be booked, in the visitor's language, when the form failed for another reason first (no
 * time chosen): a visitor without JavaScript learns at once that a Saturday or a day beyond the window is not open.
 */
function dayProblem(date: unknown, lang: Locale, freeCount: number | undefined): string | undefined {
  if (typeof date !== 'string' || !isCalendarDay(date)) return undefined;
  const texts = errorMessages(lang).booking;
  const reason = dayUnavailability(date, new Date(), BOOKING_WINDOW_DAYS, freeCount);
  if (reason === 'past') return texts.past;
  if (reason === 'weekend') return texts.weekend;
  if (reason === 'beyond-window') return texts.tooFar;
  return undefined;
}

async function withContext(
  result: ActionResult,
  values: Record<string, unknown>,
  lang: Locale,
  conflict?: BookingSlot,
): Promise<BookingActionResult> {
  if (result.success) throw new Error('withContext is for failures');
  const answer: BookingActionResult = { ...result, values: echo(values) };
  try {
    const daySlots = await daySlotsOf(values.date);
    if (daySlots) answer.daySlots = daySlots;
    const problem = answer.fieldErrors.date ? undefined : dayProblem(values.date, lang, daySlots?.slots.length);
    if (problem) answer.fieldErrors = { ...answer.fieldErrors, date: problem };
    if (conflict) {
      answer.conflict = await nearestTo(conflict);
      // The offer of the nearest slots says why the time failed: not a second time under the field.
      delete answer.fieldErrors.time;
    }
  } catch (error) {
    // The answer is still useful without the offer of other times.
    console.error('[booking] could not read availability for the answer', error);
  }
  return answer;
}

/** The day and time a valid form chose, as its schema read them (trimmed). */
function chosenSlot(values: Record<string, unknown>): BookingSlot {
  return { date: String(values.date ?? '').trim(), time: String(values.time ?? '').trim() };
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
  const { lang, values, outcome, answer } = await submitForm(bookingSubmission, locale, input, (form) => {
    // A nearest-slot button of the 409 answer posts its slot (without JavaScript); it replaces the form's day and time.
    if (typeof form.slot === 'string' && form.slot.includes('|')) [form.date, form.time] = form.slot.split('|');
  });
  if (outcome.step === 'honeypot') return { success: true, message: answer.message, booked: { date: String(values.date ?? ''), time: String(values.time ?? '') } };
  if (answer.success) return { ...answer, booked: chosenSlot(values) };
  if (outcome.step !== 'answered') return withContext(answer, values, lang);
  // The form holds day and time apart while the payload carries one timestamp: a day problem (weekend, too far)
  // shows under the date, a slot problem (taken, past, off the grid) under the time.
  const texts = errorMessages(lang).booking;
  const slotProblem = answer.fieldErrors.date;
  if (slotProblem && ![texts.weekend, texts.tooFar, texts.invalidDate].includes(slotProblem)) {
    answer.fieldErrors.time = slotProblem;
    delete answer.fieldErrors.date;
  }
  return withContext(answer, values, lang, outcome.result.reason === 'conflict' ? chosenSlot(values) : undefined);
}
