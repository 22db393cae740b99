import { localRunnerKey } from '@/lib/access/local-runner';
import { pendingContentChange } from '@/lib/cache/content-changes';
import { discardAbandonedDrafts } from './abandoned-drafts';
import { hasDueJobs } from './jobs';

/** How often a long-running server looks for scheduled publications that are due (the date picker's step is 5 min). */
export const SCHEDULE_CHECK_INTERVAL_MS = 60_000;
export const SCHEDULED_PUBLISH_PATH = '/api/cron/scheduled-publish';

let timer: NodeJS.Timeout | undefined;

/** This server's own address, as Next started it (`next start`/`next dev` set both). */
function ownOrigin(): string | null {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (origin && /^https?:\/\//.test(origin)) return origin;
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : null;
}

/**
 * Once a minute, when a scheduled publication is due, the server calls its own cron route (as Vercel's cron does
 * there): the publication then runs inside a request, where Next can expire the pages it changes — a timer outside a
 * request could publish but not refresh the cached pages. The call carries this process's own key, never a setting.
 */
export async function publishDueNow(origin = ownOrigin()): Promise<void> {
  if (!origin || !(await hasDueJobs())) return;
  const response = await fetch(new URL(SCHEDULED_PUBLISH_PATH, origin), {
    headers: { authorization: `Bearer ${localRunnerKey()}` },
    cache: 'no-store',
    signal: AbortSignal.timeout(55_000),
  });
  if (!response.ok) console.error(`[cms] scheduled publishing: ${SCHEDULED_PUBLISH_PATH} answered ${response.status}`);
}

export const REFRESH_AFTER_RESTART_PATH = '/api/cron/refresh-after-restart';
/** How often, and how long apart, a starting server tries its own route while it is not listening yet. */
const REFRESH_TRIES = 20;
const REFRESH_RETRY_MS = 500;

/**
 * Once at start: when a change is noted that the previous process may not have rendered (lib/cache/content-changes.ts),
 * the server calls its own route, which expires every content read (inside a request, where Next can). Tried until
 * the server listens.
 */
export async function refreshAfterRestart(origin = ownOrigin(), tries = REFRESH_TRIES): Promise<boolean> {
  if (!origin || pendingContentChange() === null) return false;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      const response = await fetch(new URL(REFRESH_AFTER_RESTART_PATH, origin), {
        headers: { authorization: `Bearer ${localRunnerKey()}` },
        cache: 'no-store',
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return true;
      console.error(`[cache] ${REFRESH_AFTER_RESTART_PATH} answered ${response.status}`);
      return false;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, REFRESH_RETRY_MS));
    }
  }
  console.error(
    `[cache] could not reach ${REFRESH_AFTER_RESTART_PATH}: pages changed before the restart may show as they were`,
  );
  return false;
}

/**
 * Starts the minute timer of a long-running server (never during a build; unref'd so it keeps no process alive): due
 * publications, and the empty drafts the admin's create view left (lib/provider/cms/abandoned-drafts.ts); and, once,
 * the expiries a previous process noted but may not have applied (refreshAfterRestart).
 */
export function startScheduledPublishing(): void {
  if (timer || process.env.NEXT_PHASE === 'phase-production-build') return;
  void refreshAfterRestart().catch((error: unknown) =>
    console.error('[cache] refresh after restart failed', error instanceof Error ? error.message : error),
  );
  timer = setInterval(() => {
    publishDueNow().catch((error: unknown) =>
      console.error('[cms] scheduled publishing failed', error instanceof Error ? error.message : error),
    );
    // Empty drafts the create view left: nothing public changes, so no request is needed (every 15 minutes at most).
    discardAbandonedDrafts().catch((error: unknown) =>
      console.error('[cms] discarding empty drafts failed', error instanceof Error ? error.message : error),
    );
  }, SCHEDULE_CHECK_INTERVAL_MS);
  timer.unref();
}
