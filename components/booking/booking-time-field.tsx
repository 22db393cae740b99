'use client';

import { useMemo, type Ref } from 'react';
import type { Schedule } from '@/lib/domain/booking-schedule';
import { Field, fieldAria } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { clsx } from 'clsx';
import { formatBookingDay } from './booking-format';
import { fillText, useBookingTexts } from './booking-texts-context';
import type { Availability } from './availability';
import type { BookingEnhancement } from './use-booking-enhancement';

type Props = {
  id: string;
  date: string;
  value: string;
  /** The studio's schedule: the grid offered when the server's availability is not known. */
  schedule: Schedule;
  /** Every time of the schedule's grid (allSlotTimes, by the server): a visitor without JavaScript chooses among them. */
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
 * The time of the booking, a native select of the chosen day's free slots (the schedule's grid) in Madrid time, each with the
 * visitor's own time beside it when their zone differs.
 */
export function BookingTimeField({ id, date, value, schedule, gridTimes, availability, error, enhanced, local, serverSlots, selectRef, zoneNoteId, onChange }: Props) {
  const { locale, texts } = useBookingTexts();
  const t = texts.form;
  const zone = useMemo(() => (enhanced && local ? local.visitorTimeZone() : null), [enhanced, local]);

  let placeholder = t.chooseTime;
  let slots: readonly string[] = [];
  // Without JavaScript the select cannot follow a new date: it offers the day the server answered for (named in the
  // hint, so that it is never mistaken for another day's), or the whole grid when that day has none left.
  let serverHint: string | undefined;
  if (!enhanced) {
    const free = serverSlots?.slots ?? [];
    slots = free.length > 0 ? free : gridTimes;
    if (serverSlots) {
      const day = formatBookingDay(serverSlots.date, locale);
      serverHint = free.length > 0 ? fillText(t.noScriptDayTimes, { day }) : fillText(t.noScriptNoTimes, { day });
    }
  } else if (!date) placeholder = t.selectDateFirst;
  else if (availability.status === 'loading' || !local) placeholder = t.loadingTimes;
  else {
    // Without an answer from the server, the whole grid is offered and the server's re-check decides.
    slots = availability.status === 'ready' ? (availability.days.get(date) ?? []) : local.slotsOfDay(date, schedule);
    if (slots.length === 0) placeholder = t.noTimes;
  }

  const locals = new Map(slots.flatMap((time) => {
    const own = local && enhanced && date ? local.localTimeOf(date, time, zone, locale) : null;
    return own ? [[time, own] as const] : [];
  }));
  // Only when a time does read differently here (a visitor in Rome or Paris reads Madrid's times as their own).
  const localNote = local && zone && locals.size > 0 ? fillText(t.localTimeNote, { zone: local.timeZoneLabel(zone, locale) }) : undefined;
  const hint = !enhanced ? (serverHint ?? t.noScriptTimeHint) : localNote;
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
        className={clsx(slots.length === 0 && 'text-sm!')}
      >
        <option value="">{placeholder}</option>
        {slots.map((time) => {
          const local = locals.get(time);
          return (
            <option key={time} value={time}>
              {!local ? time : local.weekday ? fillText(t.slotWithLocalDay, { time, local: local.local, weekday: local.weekday }) : fillText(t.slotWithLocal, { time, local: local.local })}
            </option>
          );
        })}
      </NativeSelect>
    </Field>
  );
}
