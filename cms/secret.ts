import { env } from '@/lib/env';
import { purposeKey } from '@/lib/server-secret';

/**
 * Payload signs sessions with PAYLOAD_SECRET; on one machine without it, with a key derived from the server secret kept
 * in DATA_DIR (generated at first start), so sessions survive restarts. A public site must set it (see
 * lib/production-settings.ts): every instance has to sign with the same secret.
 */
export function cmsSecret(): string {
  return env.PAYLOAD_SECRET ?? purposeKey('payload-cms').toString('base64url');
}
