import { z } from 'zod';
import { getContents } from '@/lib/provider';
import { publicCacheHeaders, resolveLocale } from '@/lib/api/read-request';
import { jsonResponse, unexpectedErrorResponse } from '@/lib/api/respond';

export const dynamic = 'force-dynamic';

const querySchema = z.object({
  page: z.enum(['home', 'arquitectura', 'publicidad', 'turismo', 'nm-ia']),
  section: z.enum(['hero', 'services-intro', 'services-intro-corrected', 'ai']),
});

/** GET ?page&section&lang: a list of content entries; an unknown page or section is an empty list. */
export async function GET(request: Request): Promise<Response> {
  const lang = resolveLocale(request);
  if (!lang.ok) return lang.response;
  const params = new URL(request.url).searchParams;
  const query = querySchema.safeParse({ page: params.get('page'), section: params.get('section') });
  if (!query.success) return jsonResponse([]);
  try {
    return jsonResponse(await getContents({ ...query.data, lang: lang.value }), 200, publicCacheHeaders(request, 60));
  } catch (error) {
    return unexpectedErrorResponse(error, lang.value, 'GET /api/contents');
  }
}
