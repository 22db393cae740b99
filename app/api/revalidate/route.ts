import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { fallbackLocale } from '@/lib/provider/api/read-request';
import { errorResponse, jsonResponse } from '@/lib/provider/api/respond';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST ?tag=… with the REVALIDATE_SECRET as a bearer token (or x-revalidate-secret): refreshes the cached provider
 * data under that tag. Without the setting the route refuses every call.
 */
export async function POST(request: Request): Promise<Response> {
  const texts = errorMessages(fallbackLocale(request));
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const given = bearer ?? request.headers.get('x-revalidate-secret') ?? '';
  if (!env.REVALIDATE_SECRET || !sameSecret(given.trim(), env.REVALIDATE_SECRET)) {
    return errorResponse(401, texts.request.unauthorized, {}, { 'WWW-Authenticate': 'Bearer' });
  }
  const tag = new URL(request.url).searchParams.get('tag') ?? '';
  if (!/^[A-Za-z0-9:_/-]{1,100}$/.test(tag)) {
    return errorResponse(400, texts.validation.fieldInvalid, { fieldErrors: { tag: texts.validation.fieldInvalid } });
  }
  revalidateTag(tag, 'max');
  return jsonResponse({ success: true, message: texts.success.revalidated, tag });
}
