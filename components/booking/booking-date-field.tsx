'use client';

import { useRef } from 'react';
import { FieldError, fieldIds } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Schedule } from '@/lib/domain/booking-schedule';
import type { BookingEnhancement } from './use-booking-enhancement';
import { fillText, useBookingTexts } from './booking-texts-context';
import type { Availability } from './availability';

type Props = {
  id: string;
  value: string;
  windowDays: number;
  schedule: Schedule;
  availability: Availability;
  error?: string | undefined;
  /** False until React runs in the browser: the server's HTML (and a visitor without JavaScript) gets a date input. */
  enhanced: boolean;
  /** The field with the calendar, once the form's enhancement has arrived. */
  CalendarField: BookingEnhancement['CalendarField'] | null;
  /** The native field's min and max ('YYYY-MM-DD'). */
  bounds?: { min: string; max: string } | undefined;
  /** Move the focus to the calendar's focusable day as soon as the calendar is there (once). */
  focusWhenReady?: boolean;
  onChange: (day: string) => void;
};

/**
 * The date of the booking: a native date field in the server's HTML, which posts with the form when JavaScript is
 * off, enhanced into the calendar once its code (booking-enhancement.ts, loaded by the form when the visitor comes
 * to it, not with the page) has arrived.
 */
export function BookingDateField({
  id,
  value,
  windowDays,
  schedule,
  availability,
  error,
  enhanced,
  CalendarField,
  bounds,
  focusWhenReady = false,
  onChange,
}: Props) {
  const t = useBookingTexts().texts.form;
  const ids = fieldIds(id);

  // The native field had the focus when the calendar replaced it (a keyboard visitor faster than the calendar's code):
  // the calendar takes it over (booking-calendar-field.tsx).
  const nativeFocused = useRef(false);

  const hint = (
    <p id={ids.hint} className="text-xs text-muted-foreground">
      {fillText(t.dateHint, { days: windowDays })}
    </p>
  );
  const describedBy = [ids.hint, error ? ids.error : null].filter(Boolean).join(' ');

  return (
    // One element for the field whichever its content, so that the calendar replaces the native field inside it.
    <div
      data-slot="field"
      data-booking-date-field
      data-invalid={error ? true : undefined}
      className="grid content-start gap-2"
    >
      {enhanced && CalendarField ? (
        <CalendarField
          id={id}
          label={t.date}
          hint={hint}
          value={value}
          windowDays={windowDays}
          schedule={schedule}
          availability={availability}
          error={error}
          describedBy={describedBy}
          nativeFocused={nativeFocused}
          focusWhenReady={focusWhenReady}
          onChange={onChange}
        />
      ) : (
        <>
          <Label htmlFor={ids.control}>{t.date}</Label>
          {hint}
          {/* The calendar's height, kept while its code is on the way: it arrives without moving what follows. */}
          <div className="booking-calendar-space">
            <Input
              id={ids.control}
              name="date"
              type="date"
              min={bounds?.min}
              max={bounds?.max}
              value={enhanced ? value : undefined}
              defaultValue={enhanced ? undefined : value}
              onChange={(event) => onChange(event.target.value)}
              onFocus={() => (nativeFocused.current = true)}
              // Leaving for another element; a field removed while focused has no next element to name.
              onBlur={(event) => {
                if (event.relatedTarget) nativeFocused.current = false;
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className="max-w-xs"
            />
          </div>
          <FieldError id={ids.error} message={error} />
        </>
      )}
    </div>
  );
}
