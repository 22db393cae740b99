'use server';

import type { Schedule } from '@/lib/domain/booking-schedule';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pageSchedule } from '@/lib/provider/schedule';
import { studio } from '@/lib/site';
import { bookingTexts } from './booking-texts';
import type { BookingTexts } from './booking-texts-context';

/** notifyEmail: the studio's address, which the dialog's booking carries (the spec's notifyEmail; stored, never mailed). */
export type BookingDialogData = { texts: BookingTexts; schedule: Schedule; notifyEmail: string };

/**
 * The home dialog's texts and the studio's schedule, asked for when the dialog first opens: the home page carries
 * neither (they were about 9 kB of its HTML). Public data only (the booking page shows the same); reads the cached
 * schedule and the message files, nothing a visitor sends but the language.
 */
export async function bookingDialogData(locale: unknown): Promise<BookingDialogData> {
  const language = isLocale(locale) ? locale : defaultLocale;
  const [texts, schedule] = await Promise.all([bookingTexts(language), pageSchedule()]);
  return { texts, schedule, notifyEmail: studio.email };
}
