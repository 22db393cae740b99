import { scheduleConflict, type ScheduleConflict } from '@/lib/domain/booking-rules';
import type { Schedule } from '@/lib/domain/booking-schedule';
import { getStore } from '../db/connection';

/** The most future bookings the list reads: far above what the caps let a week of consultations hold. */
export const CONFLICTS_SCANNED = 2000;

export interface ScheduleConflictRow {
  id: string;
  name: string;
  email: string;
  /** ISO UTC start. */
  start: string;
  status: 'pending' | 'confirmed';
  lang: string;
  reason: ScheduleConflict;
  /** The owner's label of the closed day it falls on, when that is the reason. */
  closedDay?: string;
}

/**
 * The pending and confirmed appointments still to come that the schedule no longer holds (a day closed after they were
 * booked, hours shortened, a new grid). They are not touched: the studio moves or cancels them, or keeps them. Server
 * only; the back office shows it to owners (cms/views/schedule/outside-schedule.tsx).
 */
export async function bookingsOutsideSchedule(schedule: Schedule, now: Date = new Date()): Promise<ScheduleConflictRow[]> {
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'name', 'email', 'slot_start', 'slot_day', 'status', 'lang'])
    .where('status', 'in', ['pending', 'confirmed'])
    .where('slot_start', '>', now.toISOString())
    .orderBy('slot_start')
    .limit(CONFLICTS_SCANNED)
    .execute();
  const closedLabels = new Map(schedule.closedDays.map((day) => [day.date, day.label]));
  return rows.flatMap((row) => {
    const reason = scheduleConflict(new Date(row.slot_start), schedule);
    if (!reason || row.status === 'cancelled') return [];
    const closedDay = reason === 'closed' ? closedLabels.get(row.slot_day) : undefined;
    return [{ id: row.id, name: row.name, email: row.email, start: row.slot_start, status: row.status, lang: row.lang, reason, ...(closedDay ? { closedDay } : {}) }];
  });
}
