'use client';

import type { Ref } from 'react';
import type { Schedule } from '@/lib/domain/booking-schedule';
import { Field, fieldAria } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { clsx } from 'clsx';
import { formatBookingDay } from './booking-format';
import { fillText, useBookingTexts } from './booking-texts-context';
import type { Availability } from './availability';
import type { TimeChoices } from './booking-time-choices';
import type { BookingEnhancement } from './use-booking-enhancement';

type Props = {
  id: string;
  date: string;
  value: string;
  /** The studio's schedule: the grid offered when the server's availability is not known. */
  schedule: Schedule;
  /**
   * Every time of the schedule's grid (allSlotTimes, by the server): a visitor without JavaScript chooses among them.
   */
  gridTimes: readonly string[];
  availability: Availability;
  error?: string | undefined;
  enhanced: boolean;
  /** The visitor's local times and a day's grid, once the form's enhancement has arrived. */
  local: BookingEnhancement | null;
  /** Without JavaScript: the chosen day's free times, when the server answered with them. */
  serverSlots?: { date: string; slots: string[] } | undefined;
  selectRef?: Ref<HTMLSelectElement>;
  /** The note that all times are Madrid time, read with the field. */
  zoneNoteId?: string;
  onChange: (time: string) => void;
};

/**
 * The time of the booking, a native select of the chosen day's free slots (the schedule's grid) in Madrid time, each
 * with the visitor's own time beside it when their zone differs.
 */
export function BookingTimeField({
  id,
  date,
  value,
  schedule,
  gridTimes,
  availability,
  error,
  enhanced,
  local,
  serverSlots,
  selectRef,
  zoneNoteId,
  onChange,
}: Props) {
  const { locale, texts } = useBookingTexts();
  const t = texts.form;

  let choices: TimeChoices;
  let hint: string | undefined;
  if (!enhanced) {
    // Without JavaScript the select cannot follow a new date: it offers the day the server answered for (named in the
    // hint, so that it is never mistaken for another day's), or the whole grid when that day has none left.
    const free = serverSlots?.slots ?? [];
    choices = {
      placeholder: t.chooseTime,
      options: (free.length > 0 ? free : gridTimes).map((time) => ({ time, label: time })),
    };
    hint = t.noScriptTimeHint;
    if (serverSlots) {
      const day = formatBookingDay(serverSlots.date, locale);
      hint = free.length > 0 ? fillText(t.noScriptDayTimes, { day }) : fillText(t.noScriptNoTimes, { day });
    }
  } else if (local) {
    choices = local.timeChoices(date, availability, schedule, locale, t);
    hint = choices.note;
  } else {
    // The enhancement (free days, local times) is on its way: it comes as the visitor reaches the form.
    choices = { placeholder: date ? t.loadingTimes : t.selectDateFirst, options: [] };
  }

  const aria = fieldAria(id, { hint: Boolean(hint), error });
  const describedBy = [zoneNoteId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={id} label={t.time} hint={hint} error={error}>
      <NativeSelect
        ref={selectRef}
        name="time"
        value={enhanced ? value : undefined}
        defaultValue={enhanced ? undefined : value}
        onChange={(event) => onChange(event.target.value)}
        {...aria}
        aria-describedby={describedBy}
        // With nothing to choose yet the select only carries its message, which must fit a phone's width whole.
        className={clsx(choices.options.length === 0 && 'text-sm!')}
      >
        <option value="">{choices.placeholder}</option>
        {choices.options.map(({ time, label }) => (
          <option key={time} value={time}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
