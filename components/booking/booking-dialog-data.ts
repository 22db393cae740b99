'use server';

import type { Schedule } from '@/lib/domain/booking-schedule';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pageSchedule } from '@/lib/provider/schedule';
import { bookingTexts } from './booking-texts';
import type { BookingTexts } from './booking-texts-context';

export type BookingDialogData = { texts: BookingTexts; schedule: Schedule };

/**
 * The home dialog's texts and the studio's schedule, asked for when the dialog first opens: the home page carries
 * neither (they were about 9 kB of its HTML). Public data only (the booking page shows the same); reads the cached
 * schedule and the message files, nothing a visitor sends but the language.
 */
export async function bookingDialogData(locale: unknown): Promise<BookingDialogData> {
  const language = isLocale(locale) ? locale : defaultLocale;
  const [texts, schedule] = await Promise.all([bookingTexts(language), pageSchedule()]);
  return { texts, schedule };
}
