'use server';

import type { ActionResult } from '@/lib/api/action-result';
import { submitForm } from '@/lib/api/submission-action';
import { bookingSubmissionFor } from '@/lib/api/booking-submission';
import { addDays, dayDistance, madridDay } from '@/lib/domain/booking-calendar';
import { bookingFailureField } from '@/lib/domain/booking-rules';
import type { Schedule } from '@/lib/domain/booking-schedule';
import {
  dayUnavailability,
  lastBookableDay,
  nearestFreeSlots,
  windowProblem,
  type BookingSlot,
} from '@/lib/domain/booking-slots';
import { getAvailability } from '@/lib/provider';
import { bookingSchedule } from '@/lib/provider/schedule';
import type { Locale } from '@/lib/provider/contract';
import { errorMessages, fill } from '@/lib/provider/messages';

/** The form's own fields, echoed back on failure so that a form posted without JavaScript comes back filled in. */
const ECHOED = ['name', 'email', 'phone', 'date', 'time', 'service', 'message'] as const;

export type BookingActionResult =
  | (Extract<ActionResult, { success: true }> & { booked: BookingSlot; status: 'pending' | 'confirmed' })
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

/** A day the visitor sent, when it lies in the booking window (the schedule's): nothing outside it is looked up. */
function windowDay(date: unknown, now: Date, windowDays: number): string | undefined {
  return typeof date === 'string' && windowProblem(date, now, windowDays) === null ? date : undefined;
}

async function daySlotsOf(date: unknown, windowDays: number): Promise<{ date: string; slots: string[] } | undefined> {
  const day = windowDay(date, new Date(), windowDays);
  if (!day) return undefined;
  const [slots] = await getAvailability({ from: day, to: day });
  return slots;
}

/** The nearest free slots, looked for from three days before to a week after, within the window. */
async function nearestTo(wanted: BookingSlot, windowDays: number): Promise<BookingSlot[]> {
  const now = new Date();
  const day = windowDay(wanted.date, now, windowDays);
  if (!day) return [];
  const today = madridDay(now);
  const from = dayDistance(today, day) > 3 ? addDays(day, -3) : today;
  const last = lastBookableDay(now, windowDays);
  const to = dayDistance(day, last) > 7 ? addDays(day, 7) : last;
  return nearestFreeSlots(wanted, await getAvailability({ from, to }));
}

/**
 * Why the chosen day cannot be booked, in the visitor's language, when the form failed for another reason first (no
 * time chosen): a visitor without JavaScript learns at once that a Saturday or a holiday is not open. A day outside
 * the window already failed the form's own check, or the provider's, which says so.
 */
function dayProblem(
  date: unknown,
  lang: Locale,
  freeCount: number | undefined,
  schedule: Schedule,
): string | undefined {
  const day = windowDay(date, new Date(), schedule.horizonDays);
  if (!day) return undefined;
  const reason = dayUnavailability(day, new Date(), schedule.horizonDays, freeCount, schedule);
  if (reason === 'weekend') return errorMessages(lang).booking.weekend;
  return reason === 'closed' ? errorMessages(lang).booking.closed : undefined;
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
    const schedule = await bookingSchedule();
    const daySlots = await daySlotsOf(values.date, schedule.horizonDays);
    if (daySlots) answer.daySlots = daySlots;
    const problem = answer.fieldErrors.date
      ? undefined
      : dayProblem(values.date, lang, daySlots?.slots.length, schedule);
    if (problem) answer.fieldErrors = { ...answer.fieldErrors, date: problem };
    if (conflict) {
      answer.conflict = await nearestTo(conflict, schedule.horizonDays);
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
  const schedule = await bookingSchedule();
  const { lang, values, outcome, answer } = await submitForm(
    bookingSubmissionFor(schedule.horizonDays),
    locale,
    input,
    (form) => {
      // A nearest-slot button of the 409 answer posts its slot (without JavaScript); it replaces the form's day and
      // time.
      if (typeof form.slot === 'string' && form.slot.includes('|')) [form.date, form.time] = form.slot.split('|');
    },
  );
  if (outcome.step === 'honeypot') {
    return {
      success: true,
      message: answer.message,
      booked: { date: String(values.date ?? ''), time: String(values.time ?? '') },
      status: 'pending',
    };
  }
  if (answer.success) {
    const status =
      outcome.step === 'answered' && outcome.result.bookingStatus === 'confirmed' ? 'confirmed' : 'pending';
    return { ...answer, booked: chosenSlot(values), status };
  }
  if (
    outcome.step === 'invalid' &&
    typeof values.date === 'string' &&
    windowProblem(values.date.trim(), new Date(), schedule.horizonDays) === 'too-far'
  ) {
    // Beyond the studio's window: say how far ahead it reaches, as the provider's re-check would.
    answer.fieldErrors.date = fill(errorMessages(lang).booking.tooFar, { days: schedule.horizonDays });
  }
  if (outcome.step !== 'answered') return withContext(answer, values, lang);
  const { code } = outcome.result;
  const slotProblem = answer.fieldErrors.date;
  if (slotProblem && bookingFailureField(code) === 'time') {
    answer.fieldErrors.time = slotProblem;
    delete answer.fieldErrors.date;
  }
  return withContext(answer, values, lang, code === 'slot-taken' ? chosenSlot(values) : undefined);
}
