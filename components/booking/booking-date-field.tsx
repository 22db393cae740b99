'use client';

import { useEffect, useRef } from 'react';
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
  /** The calendar, once the form's enhancement has arrived. */
  Calendar: BookingEnhancement['Calendar'] | null;
  /** The native field's min and max ('YYYY-MM-DD'). */
  bounds?: { min: string; max: string } | undefined;
  /** Move the focus to the calendar's focusable day as soon as the calendar is there (once). */
  focusWhenReady?: boolean;
  onChange: (day: string) => void;
};

/** How long the focus follows the calendar's focusable day while the free days are on their way. */
const FOCUS_WAIT_MS = 10_000;

/**
 * The date of the booking: a native date field in the server's HTML, which posts with the form when JavaScript is
 * off, enhanced into the calendar once its code (booking-enhancement.ts, loaded by the form when the visitor comes
 * to it, not with the page) has arrived.
 */
export function BookingDateField({ id, value, windowDays, schedule, availability, error, enhanced, Calendar, bounds, focusWhenReady = false, onChange }: Props) {
  const t = useBookingTexts().texts.form;
  const ids = fieldIds(id);

  // The native field had the focus when the calendar replaced it (a keyboard visitor faster than the calendar's code):
  // the focus follows into the calendar instead of falling back to the top of the page.
  const nativeFocused = useRef(false);
  const calendarReady = enhanced && Calendar !== null;
  useEffect(() => {
    if (!calendarReady) return;
    // Where the removed field's focus went: the page, or the dialog around it (Radix keeps the focus inside).
    const handOver = nativeFocused.current && !document.activeElement?.matches('input, select, textarea, button, a[href]');
    // Not from under a visitor who has started typing while the calendar's code was on its way.
    const active = document.activeElement;
    const typing = (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.value !== '';
    const control = document.getElementById(ids.control);
    if (!control || !(handOver || (focusWhenReady && !typing))) return;
    const focusDay = () => {
      const day = control.querySelector<HTMLElement>('button[tabindex="0"]');
      if (day && document.activeElement !== day) day.focus();
    };
    focusDay();
    // Until the free days are known the focusable day is a guess (today); when they arrive it may move (after the
    // day's last slot, or on a closed day, today is not bookable), and the focus follows it to the first bookable
    // day — unless the visitor has pressed a key or clicked in the meantime.
    const observer = new MutationObserver(focusDay);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    const timer = setTimeout(stop, FOCUS_WAIT_MS);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    observer.observe(control, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex'] });
    return stop;
    // Once, when the calendar arrives; later renders leave the focus where the visitor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calendarReady]);

  const hint = <p id={ids.hint} className="text-xs text-muted-foreground">{fillText(t.dateHint, { days: windowDays })}</p>;
  const describedBy = [ids.hint, error ? ids.error : null].filter(Boolean).join(' ');

  if (enhanced && Calendar) {
    return (
      <div data-slot="field" data-booking-date-field data-invalid={error ? true : undefined} className="grid content-start gap-2">
        <span id={`${id}-label`} className="text-sm leading-none font-medium">{t.date}</span>
        {hint}
        <div id={ids.control} data-booking-calendar>
          <Calendar
            value={value}
            windowDays={windowDays}
            schedule={schedule}
            availability={availability}
            onChange={onChange}
            invalid={Boolean(error)}
            describedBy={describedBy}
          />
        </div>
        <FieldError id={ids.error} message={error} />
      </div>
    );
  }

  return (
    <div data-slot="field" data-booking-date-field data-invalid={error ? true : undefined} className="grid content-start gap-2">
      <Label htmlFor={ids.control}>{t.date}</Label>
      {hint}
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
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
