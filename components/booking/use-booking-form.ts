'use client';

import { useActionState, useEffect, useRef, useState, useSyncExternalStore, useTransition, type FormEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { bookConsultation, type BookingActionResult } from '@/lib/actions/booking';
import { freeConsultationService } from '@/lib/domain/booking-services';
import type { Locale } from '@/lib/i18n/locales';
import { perLocale } from '@/components/forms/per-locale';
import { lazyResolver } from '@/lib/hooks/lazy-resolver';
import { notify } from '@/lib/notify';
import type { BookingFormValues } from '@/lib/schemas/booking';
import { BOOKING_FIELDS, type BookingField, type BookingFormFields } from './booking-fields';
import { browserTimeZone } from './booking-format';
import { useBookingTexts } from './booking-texts-context';

type Values = BookingFormFields;

const bookIn = perLocale(bookConsultation);

const booking = lazyResolver(() => import('./booking-resolver').then((module) => module.bookingResolver));

const subscribeNothing = () => () => {};

/** True once React runs in the browser; the server's HTML is the form without JavaScript. */
export function useEnhanced(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}

type Options = {
  locale: Locale;
  formRef: RefObject<HTMLFormElement | null>;
  /** Where focus goes for a field: the calendar's focusable day for the date, the control otherwise. */
  focusField: (field: BookingField) => void;
  onBooked?: (result: Extract<BookingActionResult, { success: true }>) => void;
  onConflict?: () => void;
};

/**
 * The booking form's state: react-hook-form with the shared zod schema in the browser, the server action as the one
 * way in (also for a form posted without JavaScript), and what follows an answer (toast, errors, focus).
 */
export function useBookingForm({ locale, formRef, focusField, onBooked, onConflict }: Options) {
  const { texts } = useBookingTexts();
  const tr = texts.result;
  // The form's action answers a post made without JavaScript (the server renders its state); with JavaScript the action
  // is called directly, so that a network failure becomes the error toast instead of an error page.
  const [posted, formAction] = useActionState(bookIn[locale], null);
  const [answer, setAnswer] = useState<BookingActionResult | null>(null);
  const [pending, startSending] = useTransition();
  const state = answer ?? posted;
  const submitting = useRef(false);
  const refocus = useRef(false);
  const echoed = state && !state.success ? state.values : {};
  const defaults: Values = {
    name: echoed.name ?? '',
    email: echoed.email ?? '',
    phone: echoed.phone ?? '',
    date: echoed.date ?? '',
    time: echoed.time ?? '',
    service: echoed.service ?? freeConsultationService(locale),
    message: echoed.message ?? '',
  };
  const form = useForm<BookingFormValues, unknown, Values>({
    resolver: booking.resolver,
    defaultValues: defaults,
    shouldFocusError: false,
  });

  const focusFirstError = (fields: Iterable<string>) => {
    const failing = new Set(fields);
    const first = BOOKING_FIELDS.find((field) => failing.has(field));
    if (first) focusField(first);
  };

  useEffect(() => {
    submitting.current = false;
    if (!state) return;
    if (state.success) {
      onBooked?.(state);
      return;
    }
    for (const [field, message] of Object.entries(state.fieldErrors)) {
      if ((BOOKING_FIELDS as readonly string[]).includes(field)) form.setError(field as BookingField, { type: 'server', message });
    }
    if (state.conflict) {
      // The offer under the time says it once (an alert that takes the focus): no toast besides.
      onConflict?.();
      return;
    }
    // A refusal no field explains (a booking cap, too many requests) is said in the server's own words.
    const unexplained = Object.keys(state.fieldErrors).length === 0;
    notify({ title: tr.errorTitle, description: unexplained ? state.message : tr.error, variant: 'destructive' });
    refocus.current = true;
    // Runs once per answer from the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  // The disabled fieldset dropped the focus while sending, and its fields take it only once it is enabled again: then
  // the first failing field gets it, or the submit button (not the top of the page) when no field is to blame.
  useEffect(() => {
    if (pending || !refocus.current || !state || state.success) return;
    refocus.current = false;
    const failing = Object.keys(state.fieldErrors);
    if (failing.length > 0) focusFirstError(failing);
    else formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]:not([name])')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, state]);

  const send = (values: Values) => {
    // A second submit while the first is on its way is ignored.
    if (submitting.current || pending) return;
    submitting.current = true;
    const honeypot = formRef.current?.elements.namedItem('website');
    const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    startSending(async () => {
      try {
        setAnswer(await bookConsultation(locale, null, { ...values, website, timeZone: browserTimeZone() }));
      } catch (error) {
        console.error('[booking] the booking could not be sent', error);
        setAnswer({ success: false, message: tr.error, fieldErrors: {}, values });
      }
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(send, (errors) => focusFirstError(Object.keys(errors)))(event);

  /** A field's message: a schema key from the browser's check, or the server's localised text. */
  const errorOf = (field: BookingField): string | undefined => {
    const message = form.formState.errors[field]?.message;
    if (message) return texts.validation[message] ?? message;
    return state && !state.success && !form.formState.isSubmitted ? state.fieldErrors[field] : undefined;
  };

  return { form, state, pending, submit, formAction, errorOf, defaults, preload: booking.preload };
}
