'use client';

import type { Modifiers } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { es } from 'react-day-picker/locale/es';
import { it } from 'react-day-picker/locale/it';
import { Calendar } from '@/components/ui/calendar';
import { madridDay } from '@/lib/domain/booking-calendar';
import type { Schedule } from '@/lib/domain/booking-schedule';
import { dayUnavailability, firstOpenDay, lastBookableDay } from '@/lib/domain/booking-slots';
import { formatBookingDay } from './booking-format';
import { fillText, useBookingTexts } from './booking-texts-context';
import type { Availability } from './availability';

const calendarLocales = { es, en: enGB, it } as const;

type Props = {
  value: string;
  windowDays: number;
  schedule: Schedule;
  availability: Availability;
  onChange: (day: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
};

/**
 * The booking calendar: past days, days the studio is closed (weekends, holidays: its schedule), days beyond the
 * window and full days are disabled, and each
 * day button says its full date and, when disabled, why. Loaded on first use by BookingDateField.
 */
export default function BookingCalendar({
  value,
  windowDays,
  schedule,
  availability,
  onChange,
  invalid,
  describedBy,
}: Props) {
  const { locale, texts } = useBookingTexts();
  const now = new Date();
  const today = madridDay(now);
  const last = lastBookableDay(now, windowDays);

  const reasonOf = (day: string) => {
    const free = availability.status === 'ready' ? (availability.days.get(day)?.length ?? 0) : undefined;
    return dayUnavailability(day, now, windowDays, free, schedule);
  };

  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const day = dayOfDate(date);
    const reason = reasonOf(day);
    return [
      formatBookingDay(day, locale, true),
      modifiers.today ? texts.calendar.today : null,
      modifiers.selected ? texts.calendar.selected : null,
      reason ? texts.calendar.unavailable[reason] : null,
    ]
      .filter(Boolean)
      .join(', ');
  };

  return (
    <div
      role="group"
      aria-label={texts.calendar.label}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      className="w-full rounded-lg border border-input data-invalid:border-destructive"
    >
      <Calendar
        className="w-full"
        mode="single"
        required
        // Six weeks in every month: paging moves nothing, and its height is known (booking-calendar-space).
        fixedWeeks
        locale={calendarLocales[locale as keyof typeof calendarLocales] ?? es}
        today={dateOfDay(today)}
        selected={value ? dateOfDay(value) : undefined}
        defaultMonth={dateOfDay(value || firstOpenDay(now, windowDays, schedule) || today)}
        startMonth={dateOfDay(today)}
        endMonth={dateOfDay(last)}
        disabled={(date: Date) => reasonOf(dayOfDate(date)) !== null}
        onSelect={(date: Date | undefined) => date && onChange(dayOfDate(date))}
        labels={{
          labelDayButton,
          labelNext: () => texts.calendar.nextMonth,
          labelPrevious: () => texts.calendar.previousMonth,
        }}
        footer={value ? fillText(texts.form.chosenDate, { date: formatBookingDay(value, locale) }) : texts.form.noDate}
      />
    </div>
  );
}

/** A calendar Date (local midnight, as react-day-picker hands it) as a 'YYYY-MM-DD' day, and back. */
export function dayOfDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function dateOfDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
