import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1]?.trim();
}

/**
 * Compares a given secret with the expected one; hashing first gives equal lengths, so the time is the same for any
 * input.
 */
export function matchesSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * True when an Authorization header carries the studio's bearer token (STUDIO_API_TOKEN). Without the setting nobody
 * may read the appointment list.
 */
export function isStudioAuthorized(authorization: string | null | undefined): boolean {
  const token = env.STUDIO_API_TOKEN;
  const given = bearerToken(authorization);
  return Boolean(token && given && matchesSecret(given, token));
}
