import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import type { Availability } from './availability';

/**
 * What the booking form needs only once a visitor comes to it, loaded by use-booking-enhancement.ts: the date field
 * with the calendar (react-day-picker), the free days' request and the time select's options with the visitor's own
 * times beside Madrid's; the toasts through it too. The form's first load is the form as the server renders it, which books without them.
 */
export { BookingCalendarField as CalendarField } from './booking-calendar-field';
export { timeChoices } from './booking-time-choices';
// The frame's toasts (lib/notify.ts, loaded with the frame), reached through this module's loader: the form's error
// toast and the confirmation's dismissal need no loader of their own in the page's first script.
export { dismissToasts, notify } from '@/lib/notify';

type DayList = { date: string; slots: string[] }[];

/** Each day's free slots in the window from today (Madrid), as the server computes them; `error` when it cannot. */
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
