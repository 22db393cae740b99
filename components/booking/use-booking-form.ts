'use client';

import {
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type FormEvent,
  type RefObject,
} from 'react';
import { bookConsultation, type BookingActionResult } from '@/lib/actions/booking';
import type { Locale } from '@/lib/i18n/locales';
import { perLocale } from '@/components/forms/per-locale';
import { BOOKING_FIELDS, type BookingField, type BookingFormFields } from './booking-fields';
import { browserTimeZone } from './booking-format';
import { useBookingTexts } from './booking-texts-context';
import type { BookingErrors } from './booking-validate';

type Values = BookingFormFields;
type Validate = (values: Values) => BookingErrors;

const bookIn = perLocale(bookConsultation);

/**
 * The schema's check (zod and the shared schema, the heaviest part of the form's code) is imported on first use, or
 * when the visitor first reaches the form, not with the page. Should the import fail, the server action checks the
 * form with the same schema and answers with the same messages.
 */
let validating: Promise<Validate | null> | undefined;
function validator(): Promise<Validate | null> {
  return (validating ??= import('./booking-validate')
    .then((module) => module.validateBooking)
    .catch((error: unknown) => {
      console.error('[booking] the validation code could not be loaded; the server checks the form instead', error);
      validating = undefined;
      return null;
    }));
}
const preload = () => void validator();

const subscribeNothing = () => () => {};

/** True once React runs in the browser; the server's HTML is the form without JavaScript. */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

type Options = {
  locale: Locale;
  formRef: RefObject<HTMLFormElement | null>;
  /** Where focus goes for a field: the calendar's focusable day for the date, the control otherwise. */
  focusField: (field: BookingField) => void;
  onBooked?: (result: Extract<BookingActionResult, { success: true }>) => void;
  onConflict?: () => void;
  /** Sent with the booking (the home dialog's notifyEmail). */
  notifyEmail?: string;
};

/**
 * The booking form's state, without a form library: the text fields are the server-rendered (uncontrolled) controls,
 * read when needed, so that what a visitor typed before the code arrived stays; the day and the time are state (the
 * calendar and the time select follow them). The shared zod schema checks in the browser (after a first submit, each
 * field again as it changes), the server action is the one way in (also for a form posted without JavaScript), and
 * what follows an answer (toast, errors, focus).
 */
export function useBookingForm({ locale, formRef, focusField, onBooked, onConflict, notifyEmail }: Options) {
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
    service: echoed.service ?? texts.services[0]?.value ?? '',
    message: echoed.message ?? '',
  };
  const [chosen, setChosen] = useState({ date: defaults.date, time: defaults.time });
  // The same, at once: a slot picked in the conflict offer submits in the same event that sets it.
  const chosenNow = useRef(chosen);
  // The browser's own check: a field's message key, or null once it checked the field right (over the server's
  // message for it); a field it has not checked shows the server's answer, if any.
  const [errors, setErrors] = useState<Partial<Record<BookingField, string | null>>>({});
  const [submitted, setSubmitted] = useState(false);

  const values = (): Values => {
    const form = formRef.current;
    const read = (name: BookingField) => {
      const control = form?.elements.namedItem(name);
      return control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
        ? control.value
        : defaults[name];
    };
    return {
      name: read('name'),
      email: read('email'),
      phone: read('phone'),
      service: read('service'),
      message: read('message'),
      ...chosenNow.current,
    };
  };

  /** After a first submit, a changed field is checked again (its message goes as soon as it is right). */
  const recheck = (field: BookingField) => {
    if (!submitted) return;
    void validator().then((validate) => {
      if (!validate) return;
      const message = validate(values())[field];
      setErrors((current) => ({ ...current, [field]: message ?? null }));
    });
  };

  const choose = (field: 'date' | 'time', value: string, check = true) => {
    chosenNow.current = { ...chosenNow.current, [field]: value };
    setChosen(chosenNow.current);
    if (check) recheck(field);
  };

  const clearErrors = (fields: BookingField[]) =>
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, null])) }));

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
    if (state.conflict) {
      // The offer under the time says it once (an alert that takes the focus): no toast besides.
      onConflict?.();
      return;
    }
    // A refusal no field explains (a booking cap, too many requests) is said in the server's own words.
    const unexplained = Object.keys(state.fieldErrors).length === 0;
    // Through the form's enhancement (booking-enhancement.ts, normally there already): not part of the first load.
    void import('./booking-enhancement').then(({ notify }) =>
      notify({ title: tr.errorTitle, description: unexplained ? state.message : tr.error, variant: 'destructive' }),
    );
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

  const send = (sent: Values) => {
    // A second submit while the first is on its way is ignored.
    if (submitting.current || pending) return;
    submitting.current = true;
    const honeypot = formRef.current?.elements.namedItem('website');
    const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    startSending(async () => {
      let reply: BookingActionResult;
      try {
        reply = await bookConsultation(locale, null, { ...sent, website, notifyEmail, timeZone: browserTimeZone() });
      } catch (error) {
        console.error('[booking] the booking could not be sent', error);
        reply = { success: false, message: tr.error, fieldErrors: {}, values: sent };
      }
      // The server's answer names the failing fields now.
      setErrors({});
      setAnswer(reply);
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = values();
    void validator().then((validate) => {
      const failing = validate ? validate(sent) : {};
      setSubmitted(true);
      setErrors(Object.fromEntries(BOOKING_FIELDS.map((field) => [field, failing[field] ?? null])));
      if (Object.keys(failing).length > 0) focusFirstError(Object.keys(failing));
      else send(sent);
    });
  };

  /** A field's message: a schema key from the browser's check, or the server's localised text. */
  const errorOf = (field: BookingField): string | undefined => {
    const message = errors[field];
    if (message) return texts.validation[message] ?? message;
    return message === undefined && state && !state.success ? state.fieldErrors[field] : undefined;
  };

  return { chosen, choose, clearErrors, recheck, state, pending, submit, formAction, errorOf, defaults, preload };
}
