import { env } from '@/lib/env';
import { bearerToken, matchesSecret } from './studio-token';

/**
 * True when a call carries `Authorization: Bearer <CRON_SECRET>`, as Vercel's cron sends it (vercel.json). Without the
 * setting no call is a cron call, so a cron route can never be run by a stranger.
 */
export function isCronAuthorized(
  authorization: string | null | undefined,
  secret: string | undefined = env.CRON_SECRET,
): boolean {
  const given = bearerToken(authorization);
  return Boolean(secret && given && matchesSecret(given, secret));
}
