'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { perLocale } from '@/components/forms/per-locale';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { rescheduleFromManageLink } from '@/lib/actions/manage-reschedule';
import type { Schedule } from '@/lib/domain/booking-schedule';
import type { Locale } from '@/lib/i18n/locales';
import { BookingDateField } from './booking-date-field';
import { useBookingTexts } from './booking-texts-context';
import { BookingTimeField } from './booking-time-field';
import { useAvailability } from './use-availability';
import { useBookingEnhancement } from './use-booking-enhancement';
import { useEnhanced } from './use-booking-form';

const moveIn = perLocale(rescheduleFromManageLink);

const ID = 'reschedule';
const TITLE_ID = 'reschedule-title';

type Props = {
  locale: Locale;
  token: string;
  windowDays: number;
  schedule: Schedule;
  /** The native date field's min and max, for a visitor without JavaScript. */
  dateBounds: { min: string; max: string };
  /** Every time of the schedule's grid, for the time field without JavaScript. */
  gridTimes: readonly string[];
  texts: { title: string; note: string; movesLeft: string; submit: string; submitting: string };
};

/**
 * "Change the time" on the manage page: the booking page's date and time fields (the calendar once its code has come,
 * a native date field and the grid's times before, and without JavaScript), posting to the server action. A move
 * leaves for the page of the booking's new link, which says it moved; a refusal comes back under the field it
 * concerns (focus moves there) or above the form, and the free days are read again.
 */
export function ManageRescheduleForm({ locale, token, windowDays, schedule, dateBounds, gridTimes, texts }: Props) {
  const t = useBookingTexts().texts.form;
  const enhanced = useEnhanced();
  const formRef = useRef<HTMLFormElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const enhancement = useBookingEnhancement(formRef, false);
  const { availability, refresh } = useAvailability(windowDays, enhancement?.fetchAvailability);
  const [state, formAction, pending] = useActionState(moveIn[locale], null);
  const [date, setDate] = useState(state?.values.date ?? '');
  const [time, setTime] = useState(state?.values.time ?? '');

  useEffect(() => {
    if (!state) return;
    refresh();
    if (state.fieldErrors.date) {
      const field = document.getElementById(`${ID}-date`);
      (field?.querySelector<HTMLElement>('button[tabindex="0"]') ?? field)?.focus();
    } else if (state.fieldErrors.time) timeRef.current?.focus();
    else problemRef.current?.focus();
  }, [state, refresh]);

  const chooseDay = (day: string) => {
    setDate(day);
    setTime('');
    requestAnimationFrame(() => timeRef.current?.focus());
  };
  const fieldProblem = state && (state.fieldErrors.date || state.fieldErrors.time);

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      aria-busy={pending}
      aria-labelledby={TITLE_ID}
      data-testid="manage-reschedule-form"
      className="grid gap-5 border-t pt-8"
    >
      <input type="hidden" name="token" value={token} />
      {/* The calendar posts no field of its own: its day goes with the form, as the native field's would. */}
      {enhanced && enhancement ? <input type="hidden" name="date" value={date} /> : null}
      <div className="grid gap-2">
        <h3 id={TITLE_ID} className="font-display text-xl leading-tight">
          {texts.title}
        </h3>
        <p className="text-muted-foreground">
          {texts.note} {texts.movesLeft}
        </p>
      </div>
      {state && !fieldProblem ? (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className={clsx(
            'rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3',
            'text-sm font-medium text-destructive outline-none',
          )}
        >
          {state.message}
        </p>
      ) : null}
      <fieldset disabled={pending} className="grid min-w-0 gap-6">
        <legend className="sr-only">{texts.title}</legend>
        <BookingDateField
          id={`${ID}-date`}
          value={date}
          windowDays={windowDays}
          schedule={schedule}
          availability={availability}
          error={state?.fieldErrors.date}
          enhanced={enhanced}
          CalendarField={enhancement?.CalendarField ?? null}
          bounds={dateBounds}
          onChange={chooseDay}
        />
        <div className="grid max-w-sm content-start gap-4">
          <BookingTimeField
            id={`${ID}-time`}
            date={date}
            value={time}
            schedule={schedule}
            gridTimes={gridTimes}
            availability={availability}
            error={state?.fieldErrors.time}
            enhanced={enhanced}
            local={enhancement}
            serverSlots={state?.daySlots}
            selectRef={timeRef}
            zoneNoteId={`${ID}-time-zone`}
            onChange={setTime}
          />
          <p id={`${ID}-time-zone`} className="flex items-start gap-2 text-sm text-muted-foreground">
            <Icon name="globe" className="mt-0.5 size-4 shrink-0 text-accent" />
            {t.timeZoneNote}
          </p>
        </div>
      </fieldset>
      <div>
        <button
          data-slot="button"
          className={buttonVariants({ size: 'lg' })}
          type="submit"
          disabled={pending}
          aria-disabled={pending || undefined}
        >
          {pending ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  );
}
