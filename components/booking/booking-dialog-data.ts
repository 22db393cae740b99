'use server';

import type { Schedule } from '@/lib/domain/booking-schedule';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pageSchedule } from '@/lib/provider/schedule';
import { studio } from '@/lib/site';
import { bookingTexts } from './booking-texts';
import type { BookingTexts } from './booking-texts-context';

/** notifyEmail is the spec's field: stored with the booking, never mailed. */
export type BookingDialogData = { texts: BookingTexts; schedule: Schedule; notifyEmail: string };

/**
 * Fetched when the dialog first opens so the home page's HTML carries neither. Public data only; nothing a visitor
 * sends is read but the language.
 */
export async function bookingDialogData(locale: unknown): Promise<BookingDialogData> {
  const language = isLocale(locale) ? locale : defaultLocale;
  const [texts, schedule] = await Promise.all([bookingTexts(language), pageSchedule()]);
  return { texts, schedule, notifyEmail: studio.email };
}
