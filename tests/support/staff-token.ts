import { createHash, createHmac } from 'node:crypto';
import { cmsSecret } from '@/lib/access/staff-session';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A session token signed as Payload signs one (tests/api/preview-routes.test.ts checks real ones pass the same gate).
 */
export function signedStaffToken(claims: object): string {
  const key = createHash('sha256').update(cmsSecret()).digest('hex').slice(0, 32);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}
