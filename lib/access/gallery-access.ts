import { createHmac, timingSafeEqual } from 'node:crypto';
import { galleryPasswordVersion } from '@/lib/provider';
import { serverSecret } from '@/lib/server-secret';

/**
 * The proof that a visitor typed a protected gallery's password: one httpOnly cookie per gallery whose value is an
 * expiry and an HMAC of gallery, password version and expiry, so it cannot be forged or moved to another gallery, and
 * changing the password locks everyone out. The media route serves a protected gallery's images only to a request
 * that carries it.
 */
export const GALLERY_ACCESS_COOKIE_PREFIX = 'gallery_access_';
export const GALLERY_ACCESS_MAX_AGE_SECONDS = 12 * 60 * 60;

type CookieReader = { get(name: string): { value: string } | undefined };

function signature(galleryId: string, version: string, expires: number): string {
  return createHmac('sha256', serverSecret()).update(`${galleryId}.${version}.${expires}`).digest('base64url');
}

export function galleryAccessCookieName(galleryId: string): string {
  return `${GALLERY_ACCESS_COOKIE_PREFIX}${galleryId}`;
}

/**
 * The cookie to set once a gallery's password was verified; `secure` when the visitor came over HTTPS (the request's
 * own protocol, not the configured SITE_URL, which a TLS proxy in front of an http SITE_URL would contradict).
 */
export async function galleryAccessCookie(
  galleryId: string,
  { secure = false, now = Date.now() }: { secure?: boolean; now?: number } = {},
) {
  const expires = Math.floor(now / 1000) + GALLERY_ACCESS_MAX_AGE_SECONDS;
  const version = await galleryPasswordVersion(galleryId);
  return {
    name: galleryAccessCookieName(galleryId),
    value: `${expires}.${signature(galleryId, version, expires)}`,
    options: {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
      path: '/',
      maxAge: GALLERY_ACCESS_MAX_AGE_SECONDS,
    },
  };
}

function readCookie(source: string | CookieReader | null | undefined, name: string): string | undefined {
  if (!source) return undefined;
  if (typeof source !== 'string') return source.get(name)?.value;
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** True when the request's cookies (a Cookie header or Next's cookie store) carry a valid, unexpired proof. */
export async function hasGalleryAccess(
  cookies: string | CookieReader | null | undefined,
  galleryId: string,
  now: number = Date.now(),
): Promise<boolean> {
  // Exactly what galleryAccessCookie wrote: digits, a dot, a 43-character signature, and nothing before or after.
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(readCookie(cookies, galleryAccessCookieName(galleryId)) ?? '');
  if (!match) return false;
  const [, expiresText = '', mac = ''] = match;
  const expires = Number(expiresText);
  if (String(expires) !== expiresText || expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(galleryId, await galleryPasswordVersion(galleryId), expires));
  const actual = Buffer.from(mac);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
