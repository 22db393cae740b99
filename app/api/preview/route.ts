import { draftMode } from 'next/headers';
import { previewTarget } from '@/lib/i18n/preview-path';
import { PREVIEW_RESPONSE_HEADERS } from '@/lib/preview/headers';
import { refusedPreview } from '@/lib/preview/refusal';
import { previewSessionFromHeaders } from '@/lib/provider/cms/preview';

export const dynamic = 'force-dynamic';

/**
 * GET ?path=/es/servicios — the back office's preview link (its Preview button and its live preview open this): for a
 * signed-in owner or editor, turns Next's draft mode on and sends the browser to the page, which then shows the latest
 * drafts with the preview bar. The session is Payload's own (its cookie), checked here and again by every page: no
 * secret travels in the address. Only the site's own public pages are accepted, so the link redirects nowhere else.
 * Without a session, 401 and the draft-mode cookie is taken away.
 */
export async function GET(request: Request): Promise<Response> {
  const target = previewTarget(new URL(request.url).searchParams.get('path'));
  if (!target)
    return new Response('Unknown page\n', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PREVIEW_RESPONSE_HEADERS },
    });
  const draft = await draftMode();
  if (!(await previewSessionFromHeaders(request.headers))) {
    draft.disable();
    return refusedPreview(target);
  }
  draft.enable();
  return new Response(null, { status: 307, headers: { Location: target.path, ...PREVIEW_RESPONSE_HEADERS } });
}
