import type { Config } from 'payload';

/**
 * Payload's jobs queue holds the scheduled publications (its `schedulePublish` task, added by the versioned
 * collections' `schedulePublish`). Staff queue and cancel them from the admin. Only the cron route runs them, under its
 * lease (lib/provider/cms/jobs.ts): Payload's own run endpoint (/cms-api/payload-jobs/run) refuses every caller, as it
 * would run the queue beside another instance's lease.
 */
export const jobs: NonNullable<Config['jobs']> = {
  access: { run: () => false },
  deleteJobOnComplete: true,
};

/** The admin's dates and times (the scheduled-publishing picker among them) are the studio's: Madrid time. */
export const STUDIO_TIME_ZONE = 'Europe/Madrid';
