import { addDays, isCalendarDay, madridDay, madridTime } from '@/lib/domain/booking-calendar';
import { allSlotTimes, weekdayOf, type Schedule } from '@/lib/domain/booking-schedule';
import { getStore } from '../db/connection';
import type { StudioActorRef, StudioStatus } from './appointments';

/** One booking as a pill of the studio's week: who, when (Madrid), and how it stands. */
export interface WeekBooking {
  id: string;
  name: string;
  day: string;
  time: string;
  status: StudioStatus;
}

export interface AppointmentWeek {
  /** The week's Monday, 'YYYY-MM-DD' (Madrid). */
  monday: string;
  days: string[];
  /** The rows: every start the schedule offers, and any other a booking of the week holds (an older grid). */
  times: string[];
  bookings: WeekBooking[];
}

/** More bookings than a week of the finest grid can hold: the read is bounded whatever the store holds. */
const WEEK_READ_LIMIT = 7 * 48 * 4;

/** The Monday of the week a day falls in; today's week for anything that is not a day. */
export function mondayOf(day: string, now: Date = new Date()): string {
  const known = isCalendarDay(day) ? day : madridDay(now);
  const index = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(weekdayOf(known) ?? 'monday');
  return addDays(known, -index);
}

/** The studio's week: Madrid days × the schedule's times, each booking of the week in its cell; owners only. */
export async function studioWeek(actor: StudioActorRef | null, day: string, schedule: Schedule, now: Date = new Date()): Promise<AppointmentWeek | null> {
  if (actor?.role !== 'owner') return null;
  const monday = mondayOf(day, now);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'name', 'slot_start', 'status'])
    .where('slot_day', '>=', monday)
    .where('slot_day', '<=', days[6] ?? monday)
    .orderBy('slot_start')
    .orderBy('created_at')
    .limit(WEEK_READ_LIMIT)
    .execute();
  const bookings = rows.map((row) => {
    const start = new Date(row.slot_start);
    return { id: row.id, name: row.name, day: madridDay(start), time: madridTime(start), status: row.status };
  });
  const times = [...new Set([...allSlotTimes(schedule), ...bookings.map((booking) => booking.time)])].sort();
  return { monday, days, times, bookings };
}
