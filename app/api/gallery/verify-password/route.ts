import { NextResponse } from 'next/server';
import { readJsonObject, resolveLocale } from '@/lib/api/read-request';
import { requestContext } from '@/lib/api/request-context';
import { resultResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { galleryAccessCookie } from '@/lib/access/gallery-access';
import { verifyGalleryPassword } from '@/lib/provider';
import { galleryPasswordSchema } from '@/lib/schemas/gallery-password';

export const dynamic = 'force-dynamic';

/**
 * POST { galleryId, password } (spec §7). A right password answers success and sets the httpOnly cookie that unlocks
 * the gallery's images; a wrong one answers success false (200), too many attempts 429 with Retry-After.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const lang = resolveLocale(request, body.value.lang);
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  const parsed = galleryPasswordSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error, locale);
  try {
    const { galleryId, password } = parsed.data;
    const result = await verifyGalleryPassword({ galleryId, password, lang: locale }, requestContext(request));
    const response = resultResponse(result);
    if (!result.success) return response;
    const cookie = await galleryAccessCookie(galleryId);
    const unlocked = new NextResponse(response.body, { status: response.status, headers: response.headers });
    unlocked.cookies.set(cookie.name, cookie.value, cookie.options);
    return unlocked;
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'POST /api/gallery/verify-password');
  }
}
