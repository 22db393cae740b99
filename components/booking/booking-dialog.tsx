'use client';

import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Schedule } from '@/lib/domain/booking-schedule';
import { RELOAD_AFTER_BOOKING_MS } from '@/lib/domain/booking-slots';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notify';

import { formatBookingDay, sentenceStart } from './booking-format';
import { BookingForm } from './booking-form';
import { BookingTextsProvider, fillText, useBookingTexts, type BookingTexts } from './booking-texts-context';

type Props = {
  locale: Locale;
  /** The studio's schedule: the dialog's window is its dialogHorizonDays (30 by default). */
  schedule: Schedule;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Opened from the calendar prompt: the focus goes to the calendar (once its code is there) instead of the name. */
  startAt?: 'form' | 'calendar';
  /** The studio's address, carried by the booking (the spec's notifyEmail). */
  notifyEmail: string;
};

/** The dialog with its texts, which the trigger asked the server for on the first click (see BookingDialogTrigger). */
export default function BookingDialogWithTexts({ texts, ...props }: Props & { texts: BookingTexts }) {
  return (
    <BookingTextsProvider locale={props.locale} texts={texts}>
      <BookingDialog {...props} />
    </BookingTextsProvider>
  );
}

/**
 * The home page's booking dialog: the booking form with the schedule's dialog window (30 days by default). On success
 * the confirmation is announced, the dialog closes (its form goes with it) and the page reloads after 5 s.
 */
function BookingDialog({ locale, schedule, open, onOpenChange, returnFocusTo, startAt = 'form', notifyEmail }: Props) {
  const t = useBookingTexts().texts;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t.dialog.close}
        className="max-w-3xl p-4 sm:p-8"
        data-testid="booking-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.dialog.title}</DialogTitle>
          <DialogDescription>{t.dialog.description}</DialogDescription>
        </DialogHeader>
        <BookingForm
          locale={locale}
          windowDays={schedule.dialogHorizonDays}
          schedule={schedule}
          variant="dialog"
          notifyEmail={notifyEmail}
          // Radix focuses the first field; the calendar takes the focus when its code has arrived.
          focusCalendarWhenReady={startAt === 'calendar'}
          onBooked={({ booked, status }) => {
            // The summary opens a sentence of the toast ("… con successo. Mercoledì 2 dicembre alle 12:00 …").
            const when = sentenceStart(
              fillText(t.result.summary, { date: formatBookingDay(booked.date, locale), time: booked.time }),
              locale,
            );
            notify({
              title: t.result.successTitle,
              description: `${t.result.success} ${when}. ${t.result.successEmail} ${status === 'confirmed' ? t.result.confirmedNote : t.result.pendingNote} ${t.result.reloadNote}`,
            });
            onOpenChange(false);
            window.setTimeout(() => window.location.reload(), RELOAD_AFTER_BOOKING_MS);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
