import { intlLocale } from '@/lib/i18n/locales';

// Light on purpose: the booking form's first load imports it, so local-time arithmetic lives with the calendar.
// Formats are cached because creating one costs far more than using it, and the calendar labels many days per render.
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

/** Formatted in UTC because the day is a date, not an instant. */
export function formatBookingDay(day: string, locale: string, withYear = false): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  };
  return dateFormat(intlLocale(locale), options).format(new Date(`${day}T12:00:00Z`));
}

/**
 * Spanish and Italian dates start in lower case ("mercoledì 2 dicembre"), which must not open a sentence; capitalised
 * in the locale's own way.
 */
export function sentenceStart(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase(intlLocale(locale)) + text.slice(letter.length);
}

/** Sent with a booking so the studio sees the visitor's time. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
