import { BOOKING_TIME_ZONE } from '@/lib/domain/booking-calendar';
import { intlLocale } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/provider/contract';

/** 'lunes, 30 de marzo de 2026' — the appointment's Madrid day in the reader's language. */
export function formatMadridDate(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: BOOKING_TIME_ZONE, dateStyle: 'full' }).format(instant);
}

/** '10:00' — Madrid wall-clock time, 24-hour in every language. */
export function formatMadridTime(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: BOOKING_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
