import type { Where } from 'payload';
import { claimLease } from '@/lib/provider/embedded/job-lease';
import { cms } from '.';

/** Scheduled publications run per call at most; more wait for the next minute. */
const MAX_JOBS_PER_RUN = 20;
/**
 * How long one instance may run the publications before another may take over. Payload marks the jobs it takes with
 * a read and a separate write, so two instances running its queue together could both publish one job: the lease
 * keeps that to one at a time. A job still marked as processing when its lease has run out was its dead holder's.
 */
export const PUBLISHING_LEASE_MS = 5 * 60_000;
const LEASE = 'scheduled-publishing';

/** Taken by an instance longer ago than any lease lasts, and never finished. */
const orphaned = (now: Date): Where => ({
  and: [
    { completedAt: { exists: false } },
    { processing: { equals: true } },
    { updatedAt: { less_than: new Date(now.getTime() - PUBLISHING_LEASE_MS).toISOString() } },
  ],
});

const waiting = (now: Date): Where => ({
  and: [
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { or: [{ processing: { equals: false } }, orphaned(now)] },
    { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
  ],
});

/**
 * Runs the back office's queued jobs that are due: scheduled publishing and unpublishing (Payload's `schedulePublish`
 * task; an editor picks the date and time in the admin, Madrid time). Each publish goes through the collection's hooks,
 * so the pages it changes are expired — when this runs inside a request (the cron route), where Next can do that.
 * Among instances on one database only the one holding the lease runs them; the others return at once.
 */
export async function runDueJobs(): Promise<{ ran: number; remaining: boolean }> {
  const now = new Date();
  const lease = await claimLease(LEASE, PUBLISHING_LEASE_MS, now);
  // Another instance is running them now.
  if (!lease) return { ran: 0, remaining: false };
  try {
    const payload = await cms();
    // Jobs a dead instance took and never finished go back to the queue (no one else runs jobs while this lease holds).
    const jobs = { collection: 'payload-jobs', overrideAccess: true } as const;
    await payload.update({ ...jobs, where: orphaned(now), data: { processing: false } });
    // One after another: two publications of one page must not race, and SQLite has one writer.
    const result = await payload.jobs.run({
      limit: MAX_JOBS_PER_RUN,
      overrideAccess: true,
      sequential: true,
      silent: true,
    });
    const ran = Object.keys(result.jobStatus ?? {}).length;
    return { ran, remaining: !result.noJobsRemaining };
  } finally {
    await lease.release();
  }
}

/** Whether a job is due, or one a dead instance left unfinished (the server's timer asks before its cron route). */
export async function hasDueJobs(now = new Date()): Promise<boolean> {
  const payload = await cms();
  const { totalDocs } = await payload.count({ collection: 'payload-jobs', overrideAccess: true, where: waiting(now) });
  return totalDocs > 0;
}
