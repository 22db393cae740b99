'use client';

import { useRef, useState, type MouseEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/i18n/page-paths';
import { bookingDialogData, type BookingDialogData } from './booking-dialog-data';
import { Icon } from '@/components/ui/icon';
import { clientOnly } from '@/components/ui/client-only';
import { useHydrated } from '@/lib/hooks/use-hydrated';

// The dialog, its form and the calendar load on the first click, not with the home page (client islands load late, to
// keep first load light); its texts (formatted by the server) and the schedule are asked for at the same time.
const BookingDialog = clientOnly(() => import('./booking-dialog'));

/**
 * The home booking section's two ways in: a 'Book now' button and a calendar prompt, both opening the booking
 * dialog; focus goes back to the one that opened it. Without JavaScript both are links to the booking page, which books
 * the same way; a click on them while the page hydrates opens the dialog.
 */
type Props = { locale: Locale; labels: { bookNow: string; calendarPrompt: string } };

export function BookingDialogTrigger({ locale, labels: texts }: Props) {
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<BookingDialogData | null>(null);
  const asked = useRef(false);
  const bookNow = useRef<HTMLButtonElement | null>(null);
  const prompt = useRef<HTMLButtonElement | null>(null);
  const [startAt, setStartAt] = useState<'form' | 'calendar'>('form');
  const hydrated = useHydrated();

  const openFrom = (at: 'form' | 'calendar') => {
    setStartAt(at);
    setOpen(true);
    if (asked.current) return;
    asked.current = true;
    void import('./booking-dialog');
    bookingDialogData(locale)
      .then(setData)
      .catch((error: unknown) => {
        // Offline or the server failed: the booking page books the same way (and without JavaScript too).
        console.error('[booking] the dialog could not load', error);
        window.location.assign(hrefFor(locale, '/consulta-gratuita'));
      });
  };

  if (!hydrated) {
    const page = hrefFor(locale, '/consulta-gratuita');
    const openInstead = (event: MouseEvent<HTMLAnchorElement>, at: 'form' | 'calendar') => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openFrom(at);
    };
    return (
      <div className="book-actions">
        <a
          href={page}
          onClick={(event) => openInstead(event, 'form')}
          className={buttonVariants({ variant: 'light', size: 'lg' })}
          data-testid="book-now"
        >
          {texts.bookNow}
        </a>
        <a
          href={page}
          onClick={(event) => openInstead(event, 'calendar')}
          className="cal-prompt"
          data-testid="calendar-prompt"
        >
          <Icon name="calendar-days" className="size-5" />
          {texts.calendarPrompt}
        </a>
      </div>
    );
  }

  return (
    <div className="book-actions">
      <button
        ref={bookNow}
        type="button"
        aria-haspopup="dialog"
        onClick={() => openFrom('form')}
        className={buttonVariants({ variant: 'light', size: 'lg' })}
        data-testid="book-now"
      >
        {texts.bookNow}
      </button>
      <button
        ref={prompt}
        type="button"
        aria-haspopup="dialog"
        onClick={() => openFrom('calendar')}
        className="cal-prompt"
        data-testid="calendar-prompt"
      >
        <Icon name="calendar-days" className="size-5" />
        {texts.calendarPrompt}
      </button>
      {data ? (
        <BookingDialog
          locale={locale}
          {...data}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={startAt === 'calendar' ? prompt : bookNow}
          startAt={startAt}
        />
      ) : null}
    </div>
  );
}
