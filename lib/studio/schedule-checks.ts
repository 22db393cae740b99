import { scheduleConflict, type ScheduleConflict } from '@/lib/domain/booking-rules';
import { isOwnerActor, type StudioActorRef } from './actor';
import type { StudioPorts } from './ports';

/** The most future bookings the check reads: far above what the caps let a week of consultations hold. */
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
 * The held appointments still to come that the saved schedule no longer holds (a day closed after they were booked,
 * hours shortened, a new grid). They are not touched: the studio moves, cancels or keeps them. Owners only.
 */
export function scheduleChecks({ appointments, schedule }: Pick<StudioPorts, 'appointments' | 'schedule'>) {
  return {
    async bookingsOutsideSchedule(
      actor: StudioActorRef | null,
      now: Date = new Date(),
    ): Promise<ScheduleConflictRow[] | null> {
      if (!isOwnerActor(actor)) return null;
      const saved = await schedule.read();
      const rows = await appointments.held(new Date(now.getTime() + 1), CONFLICTS_SCANNED);
      const closedLabels = new Map(saved.closedDays.map((day) => [day.date, day.label]));
      return rows.flatMap((row) => {
        const reason = scheduleConflict(new Date(row.start), saved);
        if (!reason) return [];
        const closedDay = reason === 'closed' ? closedLabels.get(row.day) : undefined;
        const { id, name, email, start, status, lang } = row;
        return [{ id, name, email, start, status, lang, reason, ...(closedDay ? { closedDay } : {}) }];
      });
    },
  };
}
