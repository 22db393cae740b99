'use client';

import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { BookingSlot } from '@/lib/domain/booking-slots';
import { formatBookingDay } from './booking-format';
import { fillText, useBookingTexts } from './booking-texts-context';

type Props = { slots: BookingSlot[]; disabled: boolean; onPick: (slot: BookingSlot) => void };

/**
 * Someone else took the slot a moment ago (409): the nearest free slots, each booked in one click with the form as it
 * is. Without JavaScript each button posts the form with its slot. The offer takes the focus (the sending form had
 * dropped it), so that the keyboard is right before the slots; they are listed in the order of the day.
 */
export function BookingConflict({ slots, disabled, onPick }: Props) {
  const { locale, texts } = useBookingTexts();
  const t = texts.result;
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, [slots]);
  const ordered = [...slots].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
  return (
    <div
      role="alert"
      data-testid="booking-conflict"
      className="grid gap-3 rounded-lg border border-warning/40 bg-warning/5 p-5"
    >
      <p ref={title} tabIndex={-1} className="font-medium outline-none">
        {t.conflictTitle}
      </p>
      <p className="text-sm text-muted-foreground">{slots.length > 0 ? t.conflict : t.conflictNone}</p>
      {slots.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {ordered.map((slot) => (
            <li key={`${slot.date}T${slot.time}`}>
              <button
                type="submit"
                name="slot"
                value={`${slot.date}|${slot.time}`}
                disabled={disabled}
                onClick={(event) => {
                  event.preventDefault();
                  onPick(slot);
                }}
                // A long date ("miércoles, 16 de diciembre a las 15:00") wraps on a phone instead of widening the page.
                className={`${buttonVariants({ variant: 'outline', size: 'sm' })} h-auto! min-h-9 py-2 text-left whitespace-normal!`}
              >
                {fillText(t.pickSlot, { date: formatBookingDay(slot.date, locale), time: slot.time })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
