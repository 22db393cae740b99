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

/**
 * The visitor's name as a greeting in mail to the address they typed, or undefined. Mail to an address nobody has
 * confirmed must not carry a stranger's text, so only what reads as a person's name is echoed: letters, spaces,
 * apostrophes, hyphens and initials, nothing link-like (a dot before a letter, as in example.com).
 */
export function greetableName(name: string): string | undefined {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > 60) return undefined;
  if (!/^[\p{L}\p{M}' .-]+$/u.test(trimmed) || /\.\p{L}/u.test(trimmed)) return undefined;
  return trimmed;
}
