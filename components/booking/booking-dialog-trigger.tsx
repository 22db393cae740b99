'use client';

import { CalendarDays } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Schedule } from '@/lib/domain/booking-schedule';
import type { Locale } from '@/lib/i18n/locales';
import type { BookingMessagesData } from './booking-messages-data';

// The dialog, its form, the calendar and the message formatter load on the first click, not with the home page
// (client islands load late, to keep first load light); the texts come as plain data.
const BookingDialog = dynamic(() => import('./booking-dialog'), { ssr: false });

/**
 * The home booking section's two ways in: a 'Book now' button and a calendar prompt, both opening the booking
 * dialog; focus goes back to the one that opened it.
 */
type Props = { locale: Locale; messages: BookingMessagesData; schedule: Schedule };

export function BookingDialogTrigger({ locale, messages, schedule }: Props) {
  const texts = messages.booking.home;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [startAt, setStartAt] = useState<'form' | 'calendar'>('form');

  const openFrom = (button: HTMLButtonElement, at: 'form' | 'calendar' = 'form') => {
    opener.current = button;
    setStartAt(at);
    setWanted(true);
    setOpen(true);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={(event) => openFrom(event.currentTarget)}
        className={buttonVariants({ variant: 'light', size: 'lg' })}
        data-testid="book-now"
      >
        {texts.bookNow}
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={(event) => openFrom(event.currentTarget, 'calendar')}
        className="inline-flex items-center gap-2 rounded-full px-2 py-2 text-paper underline decoration-paper/40 underline-offset-4 hover:decoration-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
        data-testid="calendar-prompt"
      >
        <CalendarDays aria-hidden className="size-5" />
        {texts.calendarPrompt}
      </button>
      {wanted ? <BookingDialog locale={locale} messages={messages} schedule={schedule} open={open} onOpenChange={setOpen} returnFocusTo={opener} startAt={startAt} /> : null}
    </div>
  );
}
