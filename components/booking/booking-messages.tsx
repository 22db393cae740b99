import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The booking islands' texts: the booking namespace (without the manage page's, which the server renders) and the
 * validation messages the browser shows before the server would. Only pages with a booking island send them.
 */
export async function BookingMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const { form, calendar, result, dialog, home } = messages.booking;
  const booking = { form, calendar, result, dialog, home };
  return (
    <NextIntlClientProvider messages={{ common: messages.common, booking, errors: { validation: messages.errors.validation } }}>
      {children}
    </NextIntlClientProvider>
  );
}
