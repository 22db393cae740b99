import { BOOKING_TIME_ZONE, madridInstant } from '@/lib/domain/booking-calendar';
import { intlLocale } from '@/lib/i18n/locales';
import { dateFormat } from './booking-format';

/** The visitor's own time zone, or null when it is Madrid's or cannot be read. */
export function visitorTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone !== BOOKING_TIME_ZONE ? zone : null;
  } catch {
    return null;
  }
}

/** The visitor's zone as people name it ("Eastern Time", "hora oriental"), else its city ("New York"). */
export function timeZoneLabel(zone: string, locale: string): string {
  try {
    const name = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !/^GMT|^UTC/.test(name)) return name;
  } catch {
    // An engine without longGeneric names: the city of the zone's id reads well enough.
  }
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * The visitor's wall-clock time of a Madrid slot, or null when it reads the same as in Madrid; `weekday` is set when
 * that time falls on another day than the Madrid one (17:30 in Madrid is 01:30 the next morning in Tokyo).
 */
export function localTimeOf(
  day: string,
  time: string,
  zone: string | null,
  locale: string,
): { local: string; weekday: string | null } | null {
  if (!zone) return null;
  const instant = madridInstant(day, time);
  const local = dateFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(instant);
  const localDay = dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(
    instant,
  );
  const weekday =
    localDay === day ? null : dateFormat(intlLocale(locale), { weekday: 'short', timeZone: zone }).format(instant);
  return local === time && !weekday ? null : { local, weekday };
}
