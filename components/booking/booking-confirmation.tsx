'use client';

import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { BookingSlot } from '@/lib/domain/booking-slots';
import { Link } from '@/lib/i18n/navigation';
import { formatBookingDay, sentenceStart } from './booking-format';
import { fillText, useBookingTexts } from './booking-texts-context';
import { Icon } from '@/components/ui/icon';

/** On the booking page the confirmation replaces the form; focus moves to it so it is announced. */
export function BookingConfirmation({ booked, status }: { booked: BookingSlot; status: 'pending' | 'confirmed' }) {
  const { locale, texts } = useBookingTexts();
  const t = texts.result;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
    // An error toast from an earlier try (a slot taken a moment ago) must not stand beside the confirmation.
    // Through the form's enhancement, as the form's error toasts are (booking-enhancement.ts).
    void import('./booking-enhancement').then(({ dismissToasts }) => dismissToasts());
  }, []);
  const known = /^\d{4}-\d{2}-\d{2}$/.test(booked.date) && /^\d{2}:\d{2}$/.test(booked.time);
  return (
    <div
      role="status"
      data-testid="booking-confirmation"
      className="grid justify-items-start gap-5 rounded-xl border bg-card p-8 sm:p-10"
    >
      <Icon name="check-circle-2" className="size-10 text-success" strokeWidth={1.5} />
      <h2 ref={heading} tabIndex={-1} className="font-display text-3xl leading-tight outline-none sm:text-4xl">
        {t.successTitle}
      </h2>
      <p className="text-lg">{t.success}</p>
      {known ? (
        <p className="font-medium">
          {sentenceStart(
            fillText(t.summary, { date: formatBookingDay(booked.date, locale), time: booked.time }),
            locale,
          )}
        </p>
      ) : null}
      <p className="text-muted-foreground">{t.successEmail}</p>
      <p data-testid="booking-status-note">{status === 'confirmed' ? t.confirmedNote : t.pendingNote}</p>
      <Link href="/" className={buttonVariants({ size: 'lg' })}>
        {t.backHome}
      </Link>
    </div>
  );
}
