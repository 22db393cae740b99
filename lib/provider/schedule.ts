import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { DEFAULT_SCHEDULE, type Schedule } from '@/lib/domain/booking-schedule';
import { readSchedule } from '@/lib/provider/cms/schedule';
import { env } from '@/lib/env';
import { CONTENTS_TAG, SCHEDULE_TAG } from '@/lib/provider/content-tags';

const usesExternalProvider = (): boolean => Boolean(env.PROVIDER_API_URL);

/**
 * The studio's booking schedule (lib/domain/booking-schedule.ts), as the owner edits it in the back office (Payload's
 * `schedule` global). With an external provider (PROVIDER_API_URL) that provider owns its bookings and their rules, so
 * the site shows the spec's default schedule and leaves the checks to it.
 */

/**
 * For the server's decisions (availability, the re-check of a booking or of a move): read fresh each time, never from
 * a cache, so a day the owner has just closed is refused at once. One small read of the CMS store.
 */
export async function bookingSchedule(): Promise<Schedule> {
  if (usesExternalProvider()) return DEFAULT_SCHEDULE;
  return readSchedule();
}

/**
 * For pages (the booking page, the home dialog): through the data cache, tagged SCHEDULE_TAG, which the global's hook
 * expires on every change (cms/hooks/revalidate.ts); one read per render.
 */
export const pageSchedule = cache(async (): Promise<Schedule> => {
  if (usesExternalProvider()) return DEFAULT_SCHEDULE;
  return unstable_cache(readSchedule, ['cms', 'schedule'], { tags: [CONTENTS_TAG, SCHEDULE_TAG] })();
});
