import { slotsOfDay, type Schedule } from '@/lib/domain/booking-schedule';
import type { Availability } from './availability';
import { localTimeOf, timeZoneLabel, visitorTimeZone } from './booking-local-time';
import { fillText, type BookingTexts } from './booking-texts-context';

export type TimeChoices = {
  /** The select's first option: what to do, or why there is nothing to choose. */
  placeholder: string;
  /** The times to offer, each with its label (Madrid's time, and the visitor's beside it when it differs). */
  options: { time: string; label: string }[];
  /** The note naming the visitor's zone, when a time reads differently there. */
  note?: string | undefined;
};

let zone: string | null | undefined;

/**
 * The time select's options once the form's enhancement has arrived (booking-enhancement.ts): the chosen day's free
 * slots from the server's availability (the schedule's grid of the day when it could not be read), with the
 * visitor's own times when their zone differs from Madrid's.
 */
export function timeChoices(date: string, availability: Availability, schedule: Schedule, locale: string, t: BookingTexts['form']): TimeChoices {
  if (!date) return { placeholder: t.selectDateFirst, options: [] };
  if (availability.status === 'loading') return { placeholder: t.loadingTimes, options: [] };
  // Without an answer from the server, the whole grid is offered and the server's re-check decides.
  const slots = availability.status === 'ready' ? (availability.days.get(date) ?? []) : slotsOfDay(date, schedule);
  zone ??= visitorTimeZone();
  let localized = false;
  const options = slots.map((time) => {
    const local = localTimeOf(date, time, zone ?? null, locale);
    if (!local) return { time, label: time };
    localized = true;
    const label = local.weekday ? fillText(t.slotWithLocalDay, { time, local: local.local, weekday: local.weekday }) : fillText(t.slotWithLocal, { time, local: local.local });
    return { time, label };
  });
  // Only when a time does read differently here (a visitor in Rome or Paris reads Madrid's times as their own).
  const note = zone && localized ? fillText(t.localTimeNote, { zone: timeZoneLabel(zone, locale) }) : undefined;
  return { placeholder: slots.length === 0 ? t.noTimes : t.chooseTime, options, note };
}
