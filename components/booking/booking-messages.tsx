import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { bookingMessages } from './booking-messages-data';

/** The booking page's provider of the booking texts; only pages with a booking form send them (the layout sends none). */
export async function BookingMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <NextIntlClientProvider messages={await bookingMessages(locale)}>{children}</NextIntlClientProvider>;
}
