import { slotsOfDay, type Schedule } from '@/lib/domain/booking-schedule';
import type { Availability } from './availability';
import { localTimeOf, timeZoneLabel, visitorTimeZone } from './booking-local-time';
import { fillText, type BookingTexts } from './booking-texts-context';

export type TimeChoices = {
  /** The select's first option: what to do, or why there is nothing to choose. */
  placeholder: string;
  /** Madrid's time, with the visitor's beside it when it differs, so no one books the wrong hour. */
  options: { time: string; label: string }[];
  /** The note naming the visitor's zone, when a time reads differently there. */
  note?: string | undefined;
};

let zone: string | null | undefined;

/** Falls back to the day's whole grid when availability could not be read; the server re-checks anyway. */
export function timeChoices(
  date: string,
  availability: Availability,
  schedule: Schedule,
  locale: string,
  t: BookingTexts['form'],
): TimeChoices {
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
    const label = local.weekday
      ? fillText(t.slotWithLocalDay, { time, local: local.local, weekday: local.weekday })
      : fillText(t.slotWithLocal, { time, local: local.local });
    return { time, label };
  });
  // Only when a time reads differently: a visitor in Rome or Paris shares Madrid's clock.
  const note = zone && localized ? fillText(t.localTimeNote, { zone: timeZoneLabel(zone, locale) }) : undefined;
  return { placeholder: slots.length === 0 ? t.noTimes : t.chooseTime, options, note };
}
