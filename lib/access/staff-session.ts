import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { purposeKey } from '@/lib/server-secret';

/** The back office's roles: an owner manages everything, accounts included; an editor edits content only. */
export const STAFF_ROLES = ['owner', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A back-office account's staff role, or null for anyone else (no account, no role, an unknown role). */
export function roleOf(req: { user?: unknown }): StaffRole | null {
  const role = (req.user as { role?: unknown } | null | undefined)?.role;
  return role === 'owner' || role === 'editor' ? role : null;
}

/** The cookie Payload keeps its session in (its default cookie prefix, 'payload'). */
export const STAFF_SESSION_COOKIE = 'payload-token';

/**
 * Payload signs sessions with PAYLOAD_SECRET; on one machine without it, with a key derived from the server secret kept
 * in DATA_DIR (generated at first start), so sessions survive restarts. A public site must set it (see
 * lib/production-settings.ts): every instance has to sign with the same secret.
 */
export function cmsSecret(): string {
  return env.PAYLOAD_SECRET ?? purposeKey('payload-cms').toString('base64url');
}

let signingKey: Buffer | undefined;

/** The HS256 key Payload derives from its secret (the first 32 hex digits of its SHA-256). */
function sessionKey(): Buffer {
  signingKey ??= Buffer.from(createHash('sha256').update(cmsSecret()).digest('hex').slice(0, 32));
  return signingKey;
}

const MAX_TOKEN_LENGTH = 4096;

/**
 * Whether a session token is one Payload signed for a staff account and has not expired: its signature, expiry and
 * role claim, without the database. It says nothing of an account removed since (Payload's own check, on the page,
 * does): such a token stops working when it expires (cms/collections/Users/index.ts, tokenExpiration).
 */
export function isStaffSessionToken(token: string | undefined, now: number = Date.now()): boolean {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [header, body, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', sessionKey()).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  try {
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    return (
      alg === 'HS256' &&
      claims.collection === 'users' &&
      typeof claims.exp === 'number' &&
      claims.exp * 1000 > now &&
      STAFF_ROLES.includes(claims.role as StaffRole)
    );
  } catch {
    return false;
  }
}
