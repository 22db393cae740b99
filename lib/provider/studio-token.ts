import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * True when an Authorization header carries the studio's bearer token (STUDIO_API_TOKEN). Without the setting nobody
 * may read the appointment list. Hashing first gives equal lengths, so the comparison takes the same time for any input.
 */
export function isStudioAuthorized(authorization: string | null | undefined): boolean {
  const token = env.STUDIO_API_TOKEN;
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1].trim()), digest(token));
}
