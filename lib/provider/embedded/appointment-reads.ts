import { daysInRange } from '@/lib/domain/booking-calendar';
import { availabilityInRange } from '@/lib/domain/booking-slots';
import { isStudioAuthorized } from '@/lib/access/studio-token';
import type {
  Appointment,
  AvailabilityQuery,
  DayAvailability,
  RequestContext,
  UpcomingAppointment,
} from '@/lib/provider/contract';
import { readSchedule } from '@/lib/provider/cms/schedule';
import { availabilityQuerySchema } from '@/lib/schemas/availability';
import { getStore } from './db/connection';

/** The statuses that hold a slot. */
export const TAKEN_STATUSES = ['pending', 'confirmed'] as const;

/** The studio's list, for a caller holding STUDIO_API_TOKEN; anyone else gets nothing. */
export async function listAppointments(context?: RequestContext): Promise<Appointment[]> {
  if (!isStudioAuthorized(context?.authorization)) return [];
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'name', 'slot_start', 'status'])
    .orderBy('slot_start')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, date: row.slot_start, status: row.status }));
}

/**
 * How many upcoming appointments the home page's cached list holds (it shows the first UPCOMING_LISTED still ahead).
 */
const UPCOMING_READ = 20;

/** The next pending or confirmed appointments for the home page: their times and statuses only. */
export async function listUpcomingAppointments(now: Date = new Date()): Promise<UpcomingAppointment[]> {
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select(['slot_start', 'status'])
    .where('slot_start', '>', now.toISOString())
    .where('status', 'in', TAKEN_STATUSES)
    .orderBy('slot_start')
    .limit(UPCOMING_READ)
    .execute();
  return rows.flatMap((row) => (row.status === 'cancelled' ? [] : [{ date: row.slot_start, status: row.status }]));
}

/**
 * The free slots of each day in a range under the studio's schedule, without saying who took the others; while
 * booking is paused, none.
 */
export async function getAvailability(query: AvailabilityQuery): Promise<DayAvailability[]> {
  const schedule = await readSchedule();
  const { from, to } = availabilityQuerySchema(schedule.horizonDays).parse(query);
  if (schedule.paused) return daysInRange(from, to).map((date) => ({ date, slots: [] }));
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select('slot_start')
    .where('slot_day', '>=', from)
    .where('slot_day', '<=', to)
    .where('status', 'in', TAKEN_STATUSES)
    .execute();
  return availabilityInRange(
    from,
    to,
    rows.map((row) => new Date(row.slot_start)),
    new Date(),
    schedule,
  );
}
