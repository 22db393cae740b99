import { isCronAuthorized } from '@/lib/access/cron-secret';
import { isLocalRunner } from '@/lib/access/local-runner';
import { fallbackLocale } from '@/lib/api/read-request';
import { errorResponse, jsonResponse } from '@/lib/api/respond';
import { discardAbandonedDrafts, runScheduledPublishing } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

/**
 * Publishes (or unpublishes) what editors scheduled in the back office for now or earlier: Payload's `schedulePublish`
 * jobs. Called every minute by Vercel's cron (vercel.json) with `Authorization: Bearer <CRON_SECRET>`, and by a
 * long-running server's own timer with its process key (lib/provider/cms/scheduled-publishing.ts). It runs here, in a
 * request, so that the publication's hooks can expire the pages it changes. The answer holds counts only.
 */
export async function GET(request: Request): Promise<Response> {
  const authorization = request.headers.get('authorization');
  if (!isCronAuthorized(authorization) && !isLocalRunner(authorization)) {
    return errorResponse(
      401,
      errorMessages(fallbackLocale(request)).request.unauthorized,
      {},
      { 'WWW-Authenticate': 'Bearer' },
    );
  }
  const { ran, remaining } = await runScheduledPublishing();
  // On Vercel (no timer of its own) this minute call also clears the empty drafts the admin's create view left.
  const discarded = await discardAbandonedDrafts().catch((error: unknown) => {
    console.error('[cms] discarding empty drafts failed', error instanceof Error ? error.message : error);
    return 0;
  });
  return jsonResponse({ success: true, ran, remaining, discarded });
}
