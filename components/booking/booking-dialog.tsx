'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DIALOG_WINDOW_DAYS, RELOAD_AFTER_BOOKING_MS } from '@/lib/domain/booking-slots';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notify';

import { BookingForm } from './booking-form';

type Props = {
  locale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The home page's booking dialog (spec §2, §4): the booking form with a 30-day window. On success the confirmation is
 * announced, the dialog closes (its form goes with it) and the page reloads after 5 s.
 */
export default function BookingDialog({ locale, open, onOpenChange, returnFocusTo }: Props) {
  const t = useTranslations('booking');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('dialog.close')}
        className="max-w-3xl p-4 sm:p-8"
        data-testid="booking-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <BookingForm
          locale={locale}
          windowDays={DIALOG_WINDOW_DAYS}
          variant="dialog"
          onBooked={() => {
            notify({ title: t('result.successTitle'), description: `${t('result.success')} ${t('result.successEmail')} ${t('result.reloadNote')}` });
            onOpenChange(false);
            window.setTimeout(() => window.location.reload(), RELOAD_AFTER_BOOKING_MS);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
