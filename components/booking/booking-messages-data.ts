import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The booking islands' texts: the booking namespace (without the manage page's, which the server renders) and the
 * validation messages the browser shows before the server would. Kept apart from BookingMessages: a server module
 * that imports the provider puts its client code (the message formatter) on the page even where it is not rendered.
 */
export async function bookingMessages(locale: Locale) {
  const messages = await getMessages({ locale });
  const { form, calendar, result, dialog, home } = messages.booking;
  return { common: messages.common, booking: { form, calendar, result, dialog, home }, errors: { validation: messages.errors.validation } };
}

export type BookingMessagesData = Awaited<ReturnType<typeof bookingMessages>>;
