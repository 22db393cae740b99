'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type Ref } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { BOOKING_SLOTS } from '@/lib/domain/booking-slots';
import { localTimeOf, visitorTimeZone } from './booking-format';
import type { Availability } from './use-availability';

type Props = {
  id: string;
  date: string;
  value: string;
  availability: Availability;
  error?: string | undefined;
  enhanced: boolean;
  /** Without JavaScript: the chosen day's free times, when the server answered with them. */
  serverSlots?: { date: string; slots: string[] } | undefined;
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (time: string) => void;
};

/**
 * The time of the booking, a native select of the chosen day's free 30-minute slots in Madrid time, each with the
 * visitor's own time beside it when their zone differs (spec §5, §9).
 */
export function BookingTimeField({ id, date, value, availability, error, enhanced, serverSlots, selectRef, onChange }: Props) {
  const t = useTranslations('booking.form');
  const locale = useLocale();
  const zone = useMemo(() => (enhanced ? visitorTimeZone() : null), [enhanced]);

  let placeholder = t('chooseTime');
  let slots: readonly string[] = [];
  if (!enhanced) {
    slots = serverSlots?.slots ?? BOOKING_SLOTS;
    if (serverSlots && serverSlots.slots.length === 0) placeholder = t('noTimes');
  } else if (!date) placeholder = t('selectDateFirst');
  else if (availability.status === 'loading') placeholder = t('loadingTimes');
  else {
    // Without an answer from the server, the whole grid is offered and the server's re-check decides.
    slots = availability.status === 'ready' ? (availability.days.get(date) ?? []) : BOOKING_SLOTS;
    if (slots.length === 0) placeholder = t('noTimes');
  }

  const hint = !enhanced ? t('noScriptTimeHint') : zone && date ? t('localTimeNote', { zone }) : undefined;
  return (
    <Field id={id} label={t('time')} hint={hint} error={error}>
      <NativeSelect
        ref={selectRef}
        name="time"
        value={enhanced ? value : undefined}
        defaultValue={enhanced ? undefined : value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, { hint: Boolean(hint), error })}
      >
        <option value="">{placeholder}</option>
        {slots.map((time) => {
          const local = enhanced && date ? localTimeOf(date, time, zone, locale) : null;
          return (
            <option key={time} value={time}>
              {local ? t('slotWithLocal', { time, local }) : time}
            </option>
          );
        })}
      </NativeSelect>
    </Field>
  );
}
