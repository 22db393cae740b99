'use client';

import { useEffect, type ReactNode, type RefObject } from 'react';
import { FieldError, fieldIds } from '@/components/ui/field';
import type { Schedule } from '@/lib/domain/booking-schedule';
import type { Availability } from './availability';
import BookingCalendar from './booking-calendar';

/** After this the focus stops following the calendar's focusable day, however late the free days are. */
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

/** Replaces the native date field's content once the enhancement arrives; the field element itself stays. */
export function BookingCalendarField({
  id,
  label,
  hint,
  value,
  windowDays,
  schedule,
  availability,
  error,
  describedBy,
  nativeFocused,
  focusWhenReady,
  onChange,
}: Props) {
  const ids = fieldIds(id);

  // A keyboard visitor faster than the calendar's code keeps the focus in it instead of losing it to the page.
  useEffect(() => {
    // The removed field's focus fell to the page, or to the dialog, which Radix keeps it inside.
    const handOver =
      nativeFocused.current && !document.activeElement?.matches('input, select, textarea, button, a[href]');
    // Never take the focus from a visitor who has started typing.
    const active = document.activeElement;
    const typing = (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.value !== '';
    const control = document.getElementById(ids.control);
    if (!control || !(handOver || (focusWhenReady && !typing))) return;
    const focusDay = () => {
      const day = control.querySelector<HTMLElement>('button[tabindex="0"]');
      if (day && document.activeElement !== day) day.focus();
    };
    focusDay();
    // Until the free days arrive the focusable day is a guess (today); the focus follows it to the first bookable day
    // unless the visitor has pressed a key or clicked meanwhile.
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

  return (
    <>
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
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
