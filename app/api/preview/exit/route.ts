import { draftMode } from 'next/headers';
import { exitTarget } from '@/lib/i18n/preview-path';
import { PREVIEW_RESPONSE_HEADERS } from '@/lib/preview/headers';

export const dynamic = 'force-dynamic';

/**
 * GET ?path=/es (or ?lang=es) — the preview bar's exit link, a plain link that works without JavaScript: turns Next's
 * draft mode off and returns to the published page (the page asked for, else the page the link was on, else the home
 * page of the language). Anyone may call it: it only ends a preview.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const target = exitTarget(
    params.get('path'),
    request.headers.get('referer'),
    request.headers.get('host'),
    params.get('lang'),
  );
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { Location: target.path, ...PREVIEW_RESPONSE_HEADERS } });
}
