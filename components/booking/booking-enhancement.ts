import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import type { Availability } from './availability';

/**
 * Loaded only once a visitor comes to the form: the server-rendered form books without any of it, so none of it
 * weighs on the first load.
 */
export { BookingCalendarField as CalendarField } from './booking-calendar-field';
export { timeChoices } from './booking-time-choices';
// Through this module's loader, so the toasts need no loader of their own in the page's first script.
export { dismissToasts, notify } from '@/lib/notify';

type DayList = { date: string; slots: string[] }[];

/** The server computes free slots; `error` lets the form fall back rather than throw. */
export async function fetchAvailability(windowDays: number, signal: AbortSignal): Promise<Availability> {
  const today = madridDay(new Date());
  try {
    const response = await fetch(`/api/availability?from=${today}&to=${addDays(today, windowDays)}`, { signal });
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    const days = (await response.json()) as DayList;
    return { status: 'ready', days: new Map(days.map(({ date, slots }) => [date, slots])) };
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('[booking] could not load availability', error);
    return { status: 'error' };
  }
}
