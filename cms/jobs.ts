import type { Config } from 'payload';
import { isCronAuthorized } from '@/lib/access/cron-secret';
import { isLocalRunner } from '@/lib/access/local-runner';

/**
 * Payload's jobs queue holds the scheduled publications (its `schedulePublish` task, added by the versioned
 * collections' `schedulePublish`). Staff queue and cancel them from the admin; running them is the cron route's
 * (app/api/cron/scheduled-publish), and Payload's own run endpoint (/cms-api/payload-jobs/run) answers the same two
 * callers only: Vercel's cron with CRON_SECRET, or this server's own timer.
 */
export const jobs: NonNullable<Config['jobs']> = {
  access: {
    run: ({ req }) => {
      const authorization = req.headers.get('authorization');
      return isCronAuthorized(authorization) || isLocalRunner(authorization);
    },
  },
  deleteJobOnComplete: true,
};

/** The admin's dates and times (the scheduled-publishing picker among them) are the studio's: Madrid time. */
export const STUDIO_TIME_ZONE = 'Europe/Madrid';
