import { clearContentChange, pendingContentChange } from '@/lib/cache/content-changes';
import { expireTags } from '@/lib/cache/expire';
import { isLocalRunner } from '@/lib/access/local-runner';
import { fallbackLocale } from '@/lib/api/read-request';
import { errorResponse, jsonResponse } from '@/lib/api/respond';
import { APPOINTMENTS_TAG } from '@/lib/provider/appointment-cache';
import { CONTENTS_TAG } from '@/lib/provider/content-tags';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

/**
 * Called once by a long-running server just after it starts, with its own process key (lib/provider/cms/
 * scheduled-publishing.ts): when a change was noted that the previous process may not have rendered yet
 * (lib/cache/content-changes.ts), every cached read is expired (the content's and the upcoming appointments'), so that
 * each page is rendered from the store on its next visit instead of served from disk as it was. Vercel keeps expiries
 * itself and never calls it; nor can anyone else (401).
 */
export async function GET(request: Request): Promise<Response> {
  if (!isLocalRunner(request.headers.get('authorization'))) {
    return errorResponse(
      401,
      errorMessages(fallbackLocale(request)).request.unauthorized,
      {},
      { 'WWW-Authenticate': 'Bearer' },
    );
  }
  const noted = pendingContentChange();
  if (noted === null) return jsonResponse({ success: true, refreshed: false });
  expireTags([CONTENTS_TAG, APPOINTMENTS_TAG], { expire: 0 }, { note: false });
  clearContentChange(noted);
  return jsonResponse({ success: true, refreshed: true, changedAt: noted });
}
