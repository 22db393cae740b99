import { expireTags } from '@/lib/cache/expire';
import { env } from '@/lib/env';
import { forgetGalleryDirectory } from '@/lib/provider/gallery-directory';
import { fallbackLocale } from '@/lib/api/read-request';
import { errorResponse, jsonResponse } from '@/lib/api/respond';
import { errorMessages } from '@/lib/provider/messages';
import { bearerToken, matchesSecret } from '@/lib/access/studio-token';

export const dynamic = 'force-dynamic';

/**
 * POST ?tag=… with the REVALIDATE_SECRET as a bearer token (or x-revalidate-secret): refreshes the cached provider
 * data under that tag. Without the setting the route refuses every call.
 */
export async function POST(request: Request): Promise<Response> {
  const texts = errorMessages(fallbackLocale(request));
  const given = bearerToken(request.headers.get('authorization')) ?? request.headers.get('x-revalidate-secret') ?? '';
  if (!env.REVALIDATE_SECRET || !matchesSecret(given.trim(), env.REVALIDATE_SECRET)) {
    return errorResponse(401, texts.request.unauthorized, {}, { 'WWW-Authenticate': 'Bearer' });
  }
  const tag = new URL(request.url).searchParams.get('tag') ?? '';
  if (!/^[A-Za-z0-9:_/-]{1,100}$/.test(tag)) {
    return errorResponse(400, texts.validation.fieldInvalid, { fieldErrors: { tag: texts.validation.fieldInvalid } });
  }
  expireTags([tag], 'max');
  // An external provider's galleries may have changed: the proxy asks again which ones open (gallery-directory.ts).
  forgetGalleryDirectory();
  return jsonResponse({ success: true, message: texts.success.revalidated, tag });
}
