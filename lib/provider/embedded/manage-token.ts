import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '@/lib/server-secret';

/**
 * The signed token of a visitor's manage link: the booking it opens and until when, so the link needs no
 * database row of its own and cannot be forged, moved to another booking or extended.
 *
 *   version (1 byte) · appointment id (16 bytes, the UUID's bytes) · expiry (4 bytes, Unix seconds, big-endian)
 *   · HMAC-SHA256 of the 21 bytes before it, truncated to 16 bytes
 *
 * 37 bytes, 50 characters of base64url without padding. The key is derived for this purpose only from the site's
 * server secret. The expiry is the appointment's start: a link to a past appointment no longer opens it.
 */
const VERSION = 1;
const ID_BYTES = 16;
const SIGNED_BYTES = 1 + ID_BYTES + 4;
const MAC_BYTES = 16;
const TOKEN_BYTES = SIGNED_BYTES + MAC_BYTES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ManageTokenCheck =
  { ok: true; appointmentId: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

let key: Buffer | undefined;

function mac(signed: Buffer): Buffer {
  key ??= purposeKey('booking-manage-link');
  return createHmac('sha256', key).update(signed).digest().subarray(0, MAC_BYTES);
}

/** The token for an appointment (its UUID), valid until `expiresAt` (the appointment's start). */
export function signManageToken(appointmentId: string, expiresAt: Date): string {
  if (!UUID.test(appointmentId)) throw new Error(`a manage token needs a UUID appointment id, not ${appointmentId}`);
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > 0xffffffff)
    throw new Error('the expiry does not fit a manage token');
  const signed = Buffer.alloc(SIGNED_BYTES);
  signed.writeUInt8(VERSION, 0);
  Buffer.from(appointmentId.replace(/-/g, ''), 'hex').copy(signed, 1);
  signed.writeUInt32BE(seconds, 1 + ID_BYTES);
  return Buffer.concat([signed, mac(signed)]).toString('base64url');
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Which appointment a token opens, or why it opens none. Anything that is not a token we signed is 'invalid'. */
export function verifyManageToken(token: unknown, now: Date = new Date()): ManageTokenCheck {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return { ok: false, reason: 'invalid' };
  const bytes = Buffer.from(token, 'base64url');
  // Node ignores trailing bits it cannot use; re-encoding catches a token that only decodes to the right length.
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return { ok: false, reason: 'invalid' };
  const signed = bytes.subarray(0, SIGNED_BYTES);
  if (!timingSafeEqual(bytes.subarray(SIGNED_BYTES), mac(signed)) || signed.readUInt8(0) !== VERSION) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = new Date(signed.readUInt32BE(1 + ID_BYTES) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, appointmentId: uuidOf(signed.subarray(1, 1 + ID_BYTES)), expiresAt };
}
