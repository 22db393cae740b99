'use client';

import { useEffect, type ReactNode, type RefObject } from 'react';
import { FieldError, fieldIds } from '@/components/ui/field';
import type { Schedule } from '@/lib/domain/booking-schedule';
import type { Availability } from './availability';
import BookingCalendar from './booking-calendar';

/** How long the focus follows the calendar's focusable day while the free days are on their way. */
const FOCUS_WAIT_MS = 10_000;

type Props = {
  id: string;
  label: string;
  hint: ReactNode;
  value: string;
  windowDays: number;
  schedule: Schedule;
  availability: Availability;
  error?: string | undefined;
  describedBy: string;
  /** The native date field it replaces had the focus. */
  nativeFocused: RefObject<boolean>;
  /** Move the focus to the calendar's focusable day at once (opened from the calendar prompt). */
  focusWhenReady: boolean;
  onChange: (day: string) => void;
};

/**
 * The booking date field's content with the calendar, in place of the native date field once the form's enhancement
 * has arrived (booking-date-field.tsx renders the field and its native content, and this one from
 * booking-enhancement.ts).
 */
export function BookingCalendarField({ id, label, hint, value, windowDays, schedule, availability, error, describedBy, nativeFocused, focusWhenReady, onChange }: Props) {
  const ids = fieldIds(id);

  // The native field had the focus when the calendar replaced it (a keyboard visitor faster than the calendar's code):
  // the focus follows into the calendar instead of falling back to the top of the page.
  useEffect(() => {
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
  }, []);

  // The field's own element (data-booking-date-field) is BookingDateField's: it stays when the calendar comes.
  return (
    <>
      <span id={`${id}-label`} className="text-sm leading-none font-medium">{label}</span>
      {hint}
      <div id={ids.control} data-booking-calendar>
        <BookingCalendar
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
    </>
  );
}
