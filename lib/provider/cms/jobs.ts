import { cms } from '.';

/** Scheduled publications run per call at most; more wait for the next minute. */
const MAX_JOBS_PER_RUN = 20;

/**
 * Runs the back office's queued jobs that are due: scheduled publishing and unpublishing (Payload's `schedulePublish`
 * task; an editor picks the date and time in the admin, Madrid time). Each publish goes through the collection's hooks,
 * so the pages it changes are expired — when this runs inside a request (the cron route), where Next can do that.
 */
export async function runDueJobs(): Promise<{ ran: number; remaining: boolean }> {
  const payload = await cms();
  // One after another: two publications of one page must not race, and SQLite has one writer.
  const result = await payload.jobs.run({ limit: MAX_JOBS_PER_RUN, overrideAccess: true, sequential: true, silent: true });
  const ran = Object.keys(result.jobStatus ?? {}).length;
  return { ran, remaining: !result.noJobsRemaining };
}

/** Whether any job is due now (the server's timer asks before it calls the cron route). */
export async function hasDueJobs(now = new Date()): Promise<boolean> {
  const payload = await cms();
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    overrideAccess: true,
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
      ],
    },
  });
  return totalDocs > 0;
}
