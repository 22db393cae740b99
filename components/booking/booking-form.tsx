'use client';

import { useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, textareaClasses } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { BookingActionResult } from '@/lib/actions/booking';
import type { Schedule } from '@/lib/domain/booking-schedule';
import type { BookingSlot } from '@/lib/domain/booking-slots';
import type { Locale } from '@/lib/i18n/locales';
import { BookingConfirmation } from './booking-confirmation';
import { BookingConflict } from './booking-conflict';
import { BookingDateField } from './booking-date-field';
import { useBookingTexts } from './booking-texts-context';
import { BookingTimeField } from './booking-time-field';
import { useAvailability } from './use-availability';
import { useBookingEnhancement } from './use-booking-enhancement';
import type { BookingField } from './booking-fields';
import { useBookingForm, useEnhanced } from './use-booking-form';
import { Icon } from '@/components/ui/icon';

type Props = {
  locale: Locale;
  windowDays: number;
  /** The studio's schedule (hours, closed days): the calendar and the time field follow it. */
  schedule: Schedule;
  /** The page replaces the form with the confirmation; the dialog hands the success to its owner. */
  variant: 'page' | 'dialog';
  onBooked?: (result: Extract<BookingActionResult, { success: true }>) => void;
  /** The first and last bookable days, as the native date field's min and max when JavaScript is off. */
  dateBounds?: { min: string; max: string };
  /** Opened from the calendar prompt: the calendar takes the focus once its code has arrived. */
  focusCalendarWhenReady?: boolean;
  /** Every time of the schedule's grid, for the time field without JavaScript (the page's server renders it). */
  gridTimes?: readonly string[];
  /**
   * The home dialog's booking (JavaScript only) carries the studio's address: the spec's notifyEmail; stored, never
   * mailed.
   */
  notifyEmail?: string;
};

/** One form for the booking page and the home dialog, posting to the booking server action. */
export function BookingForm({
  locale,
  windowDays,
  schedule,
  variant,
  onBooked,
  dateBounds,
  focusCalendarWhenReady = false,
  gridTimes = [],
  notifyEmail,
}: Props) {
  const { texts } = useBookingTexts();
  const t = texts.form;
  const enhanced = useEnhanced();
  const prefix = variant === 'dialog' ? 'dialog-booking' : 'booking';
  const id = (field: BookingField) => `${prefix}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  // The dialog is opened on purpose: its calendar comes at once. The page's comes when the visitor comes to the form.
  const enhancement = useBookingEnhancement(formRef, variant === 'dialog' || focusCalendarWhenReady);
  const { availability, refresh } = useAvailability(windowDays, enhancement?.fetchAvailability);

  const focusField = (field: BookingField) => {
    const element = document.getElementById(id(field));
    const target =
      field === 'date' ? (element?.querySelector<HTMLElement>('button[tabindex="0"]') ?? element) : element;
    target?.focus();
  };
  const { chosen, choose, clearErrors, recheck, state, pending, submit, formAction, errorOf, defaults, preload } =
    useBookingForm({
      locale,
      formRef,
      focusField,
      onBooked,
      onConflict: refresh,
      notifyEmail,
    });
  const { date, time } = chosen;

  if (state?.success && variant === 'page') return <BookingConfirmation booked={state.booked} status={state.status} />;

  const chooseDay = (day: string) => {
    choose('date', day);
    choose('time', '', false);
    // Choosing a day moves on to its times (so keyboard and screen-reader users land where they continue).
    requestAnimationFrame(() => timeRef.current?.focus());
  };
  const pickSlot = (slot: BookingSlot) => {
    choose('date', slot.date, false);
    choose('time', slot.time, false);
    clearErrors(['date', 'time']);
    formRef.current?.requestSubmit();
  };
  const text = (field: 'name' | 'email' | 'phone' | 'message') => ({
    name: field,
    defaultValue: defaults[field],
    onChange: () => recheck(field),
    ...fieldAria(id(field), { error: errorOf(field) }),
  });

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onFocus={preload}
      onPointerEnter={preload}
      noValidate
      aria-busy={pending}
      data-testid={`${variant}-booking-form`}
    >
      <input type="text" name="website" tabIndex={-1} autoComplete="off" hidden />
      {state && !state.success && state.conflict ? (
        // The offered slots are submit buttons placed before the form's own: Enter in a field would press the first
        // of them (the form's default button). This one comes first, so Enter books the day and time chosen above.
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
      ) : null}
      <fieldset disabled={pending} className="grid min-w-0 gap-6">
        {variant === 'page' ? (
          // The page's heading is the fieldset's legend: one visible title names both the section and the fields.
          <legend className="mb-10 p-0">
            <h2 id="booking-form-title" className="font-display text-3xl leading-tight sm:text-4xl">
              {t.title}
            </h2>
          </legend>
        ) : (
          // In the dialog its title is what a sighted visitor reads; the legend names the fields for a screen reader.
          <legend className="sr-only">{t.title}</legend>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id={id('name')} label={t.name} error={errorOf('name')}>
            <Input autoComplete="name" {...text('name')} />
          </Field>
          <Field id={id('email')} label={t.email} error={errorOf('email')}>
            <Input type="email" autoComplete="email" {...text('email')} />
          </Field>
          <Field id={id('phone')} label={t.phone} labelNote={t.optional} error={errorOf('phone')}>
            <Input type="tel" autoComplete="tel" {...text('phone')} />
          </Field>
          <Field id={id('service')} label={t.service} error={errorOf('service')}>
            <NativeSelect
              name="service"
              defaultValue={defaults.service}
              onChange={() => recheck('service')}
              {...fieldAria(id('service'), { error: errorOf('service') })}
            >
              {texts.services.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <div className="grid gap-6 md:grid-cols-[minmax(min-content,1fr)_minmax(0,1fr)]">
          <BookingDateField
            id={id('date')}
            value={date}
            windowDays={windowDays}
            schedule={schedule}
            availability={availability}
            error={errorOf('date')}
            enhanced={enhanced}
            CalendarField={enhancement?.CalendarField ?? null}
            bounds={dateBounds}
            focusWhenReady={focusCalendarWhenReady}
            onChange={chooseDay}
          />
          <div className="grid content-start gap-4">
            <BookingTimeField
              id={id('time')}
              date={date}
              value={time}
              schedule={schedule}
              gridTimes={gridTimes}
              availability={availability}
              error={errorOf('time')}
              enhanced={enhanced}
              local={enhancement}
              serverSlots={state && !state.success ? state.daySlots : undefined}
              selectRef={timeRef}
              zoneNoteId={`${id('time')}-zone`}
              onChange={(value) => choose('time', value)}
            />
            <p id={`${id('time')}-zone`} className="flex items-start gap-2 text-sm text-muted-foreground">
              <Icon name="globe" className="mt-0.5 size-4 shrink-0 text-accent" />
              {t.timeZoneNote}
            </p>
            {state && !state.success && state.conflict ? (
              <BookingConflict slots={state.conflict} disabled={pending} onPick={pickSlot} />
            ) : null}
          </div>
        </div>
        <Field id={id('message')} label={t.message} labelNote={t.optional} error={errorOf('message')}>
          <textarea
            data-slot="textarea"
            className={textareaClasses}
            rows={4}
            placeholder={t.messagePlaceholder}
            {...text('message')}
          />
        </Field>
        {!enhanced && state && !state.success && !state.conflict && Object.keys(state.fieldErrors).length === 0 ? (
          // Without JavaScript there is no toast: a refusal no field explains (a booking cap) is said here.
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
          >
            {state.message}
          </p>
        ) : null}
        <div>
          <button
            data-slot="button"
            className={buttonVariants({ size: 'lg' })}
            type="submit"
            aria-disabled={pending || undefined}
          >
            {pending ? t.submitting : t.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
