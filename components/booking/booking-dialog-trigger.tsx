'use client';

import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
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

type StartAt = 'form' | 'calendar';

/**
 * The home booking section's two ways in: a 'Book now' button and a calendar prompt, both opening the booking
 * dialog; focus goes back to the one that opened it. Without JavaScript both are links to the booking page, which books
 * the same way. They stay the same elements once hydrated (only their role changes): swapping a link for a button
 * while a visitor presses it would lose the click.
 */
type Props = { locale: Locale; labels: { bookNow: string; calendarPrompt: string } };

export function BookingDialogTrigger({ locale, labels: texts }: Props) {
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<BookingDialogData | null>(null);
  const asked = useRef(false);
  const bookNow = useRef<HTMLAnchorElement | null>(null);
  const prompt = useRef<HTMLAnchorElement | null>(null);
  const [startAt, setStartAt] = useState<StartAt>('form');
  const hydrated = useHydrated();
  const page = hrefFor(locale, '/consulta-gratuita');

  const openFrom = (at: StartAt) => {
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
        window.location.assign(page);
      });
  };

  // A modified click still opens the booking page in a new tab, as a link does.
  const onClick = (event: MouseEvent<HTMLAnchorElement>, at: StartAt) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openFrom(at);
  };
  // As a button, Space opens it too (Enter already clicks a link).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, at: StartAt) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    openFrom(at);
  };
  return (
    <div className="book-actions">
      <a
        ref={bookNow}
        href={page}
        onClick={(event) => onClick(event, 'form')}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onKeyDown={(event) => onKeyDown(event, 'form')}
        className={buttonVariants({ variant: 'light', size: 'lg' })}
        data-testid="book-now"
      >
        {texts.bookNow}
      </a>
      <a
        ref={prompt}
        href={page}
        onClick={(event) => onClick(event, 'calendar')}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onKeyDown={(event) => onKeyDown(event, 'calendar')}
        className="cal-prompt"
        data-testid="calendar-prompt"
      >
        <Icon name="calendar-days" className="size-5" />
        {texts.calendarPrompt}
      </a>
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
