import { DEFAULT_SCHEDULE, type Schedule } from '@/lib/domain/booking-schedule';
import { scheduleSchema } from '@/lib/schemas/schedule';
import { scheduleFromDoc } from './schedule-doc';
import { cms } from '.';

/**
 * The `schedule` global as the domain's Schedule, every language of the pause message at once. A document that does
 * not pass the schema (it cannot be saved so, but a store edited by hand could hold one) gives the spec's defaults,
 * with a warning: the site keeps taking bookings by the spec rather than by a schedule nobody can read.
 */
export async function readSchedule(): Promise<Schedule> {
  const payload = await cms();
  const doc = await payload.findGlobal({ slug: 'schedule', locale: 'all', depth: 0, overrideAccess: true });
  const parsed = scheduleSchema.safeParse(scheduleFromDoc(doc));
  if (parsed.success) return parsed.data;
  console.warn(
    '[schedule] the stored schedule is not valid; the default schedule applies',
    parsed.error.issues.slice(0, 3),
  );
  return DEFAULT_SCHEDULE;
}
