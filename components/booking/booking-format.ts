import { intlLocale } from '@/lib/i18n/locales';

// Light on purpose (no Madrid time arithmetic): the booking form's first load imports it; the visitor's local times
// are in booking-local-time.ts, loaded with the calendar.
// Creating a DateTimeFormat costs far more than using one, and the calendar labels 42 days on every render.
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A Madrid calendar day as the visitor reads it: "lunes, 30 de marzo" (the day is a date, not an instant). */
export function formatBookingDay(day: string, locale: string, withYear = false): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' };
  return dateFormat(intlLocale(locale), options).format(new Date(`${day}T12:00:00Z`));
}

/**
 * A text that begins a sentence with its first letter capitalised in the locale's own way: a formatted date starts
 * in lower case in Spanish and Italian ("mercoledì 2 dicembre"), which must not open a sentence so. The one rule for
 * a date that begins its text: the booking confirmation and toast, the home page's upcoming list, the manage page.
 */
export function sentenceStart(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase(intlLocale(locale)) + text.slice(letter.length);
}

/** The browser's IANA time zone (Madrid's included), sent with a booking so the studio sees the visitor's time. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
