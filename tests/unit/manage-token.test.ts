import { describe, expect, it } from 'vitest';

process.env.GALLERY_COOKIE_SECRET = 'unit-test-secret-of-at-least-thirty-two-characters';
const { signManageToken, verifyManageToken } = await import('@/lib/provider/embedded/manage-token');

const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const start = new Date('2026-03-30T08:00:00.000Z');
const before = new Date('2026-03-29T12:00:00.000Z');

/** The token with one byte changed at `index` (0 version, 1–16 id, 17–20 expiry, 21–36 signature). */
function flipByte(token: string, index: number): string {
  const bytes = Buffer.from(token, 'base64url');
  bytes.writeUInt8(bytes.readUInt8(index) ^ 0x01, index);
  return bytes.toString('base64url');
}

describe('the manage link token: a signed link that a visitor cannot forge', () => {
  const token = signManageToken(id, start);

  it('is 50 characters of base64url without padding', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{50}$/);
  });

  it('a valid token opens its appointment until the appointment starts', () => {
    expect(verifyManageToken(token, before)).toEqual({ ok: true, appointmentId: id, expiresAt: start });
  });

  it('two appointments get different tokens, and so does another start', () => {
    expect(signManageToken('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6c', start)).not.toBe(token);
    expect(signManageToken(id, new Date(start.getTime() + 30 * 60_000))).not.toBe(token);
  });

  it.each([
    ['a tampered appointment id', 5],
    ['a tampered expiry (extending the link)', 20],
    ['a tampered signature', 30],
    ['a tampered version', 0],
  ])('%s is invalid', (_name, index) => {
    expect(verifyManageToken(flipByte(token, index), before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is expired from the appointment start on', () => {
    expect(verifyManageToken(token, start)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyManageToken(token, new Date('2026-04-30T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['too short', token.slice(0, 49)],
    ['too long', `${token}A`],
    ['padded base64', `${token}==`],
    ['standard base64 characters', token.replace(/[-_]/g, '+')],
    ['the last character changed only in unused bits', token.slice(0, 49) + (token.endsWith('A') ? 'B' : 'A')],
    ['random text', 'hello-this-is-not-a-token-at-all-but-has-50-chars-'],
    ['a path', '../../etc/passwd'],
  ])('garbage (%s) is invalid', (_name, garbage) => {
    expect(verifyManageToken(garbage, before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses to sign an id that is not a UUID', () => {
    expect(() => signManageToken('not-a-uuid', start)).toThrow();
  });
});
