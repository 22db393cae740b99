import { z } from 'zod';
import { getGalleries } from '@/lib/provider';
import { resolveLocale } from '@/lib/provider/api/read-request';
import { errorResponse, jsonResponse, unexpectedErrorResponse } from '@/lib/provider/api/respond';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

const pageSchema = z.enum(['publicidad', 'turismo']);

/** GET ?page=publicidad|turismo&lang (spec §7): the server galleries of that page. */
export async function GET(request: Request): Promise<Response> {
  const lang = resolveLocale(request);
  if (!lang.ok) return lang.response;
  const page = pageSchema.safeParse(new URL(request.url).searchParams.get('page'));
  if (!page.success) return errorResponse(400, errorMessages(lang.value).request.galleryPage);
  try {
    return jsonResponse(await getGalleries(page.data, lang.value), 200, { 'Cache-Control': 'public, max-age=60' });
  } catch (error) {
    return unexpectedErrorResponse(error, lang.value, 'GET /api/galleries');
  }
}
