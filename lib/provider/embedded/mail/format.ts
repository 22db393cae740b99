import { BOOKING_TIME_ZONE } from '@/lib/domain/booking-calendar';
import { intlLocale } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';

/** 'lunes, 30 de marzo de 2026' — the appointment's Madrid day in the reader's language. */
export function formatMadridDate(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: BOOKING_TIME_ZONE, dateStyle: 'full' }).format(
    instant,
  );
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
 * The start as the visitor's own clock shows it ('04:00, martes, 1 de diciembre de 2026 (America/New_York)'), or null
 * when their zone is unknown, not one Intl knows, or shows the same day and time as Madrid.
 */
export function formatVisitorTime(instant: Date, locale: Locale, timeZone: string | null | undefined): string | null {
  if (!timeZone || timeZone === BOOKING_TIME_ZONE) return null;
  const shown = (zone: string) => {
    const clock = { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const time = new Intl.DateTimeFormat(intlLocale(locale), clock).format(instant);
    return {
      time,
      date: new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, dateStyle: 'full' }).format(instant),
    };
  };
  try {
    const theirs = shown(timeZone);
    const madrid = shown(BOOKING_TIME_ZONE);
    if (theirs.time === madrid.time && theirs.date === madrid.date) return null;
    return fill(emailMessages(locale).common.localTime, { ...theirs, zone: timeZone });
  } catch {
    return null;
  }
}

/** The time rows of a visitor's mail: Madrid's, and their own clock's when it shows another time. */
export function timeDetails(start: Date, locale: Locale, timeZone: string | null | undefined): [string, string][] {
  const texts = emailMessages(locale);
  const t = texts.bookingConfirmation;
  const theirs = formatVisitorTime(start, locale, timeZone);
  return [
    [t.dateLabel, formatMadridDate(start, locale)],
    [t.timeLabel, `${formatMadridTime(start, locale)} (${texts.common.timeZone})`],
    ...(theirs ? [[texts.common.localTimeLabel, theirs] as [string, string]] : []),
  ];
}
