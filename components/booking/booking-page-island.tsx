'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { BOOKING_TIME_ZONE } from '@/lib/domain/booking-calendar';
import { BookingForm } from './booking-form';
import type { BookingMessagesData } from './booking-messages-data';

export type BookingPageIslandProps = Omit<ComponentProps<typeof BookingForm>, 'variant'> & { messages: BookingMessagesData };

/**
 * The booking page's form with its texts' provider (and so the message formatter), react-hook-form and the calendar:
 * the chunk BookingPageForm hydrates when the visitor comes to the form, not with the page.
 */
export default function BookingPageIsland({ messages, ...props }: BookingPageIslandProps) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={messages} timeZone={BOOKING_TIME_ZONE}>
      <BookingForm variant="page" {...props} />
    </NextIntlClientProvider>
  );
}
