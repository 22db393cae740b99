import { isStudioAuthorized } from '@/lib/access/studio-token';
import { jsonResponse } from '@/lib/api/respond';
import { defaultSiteUrlWarning } from '@/lib/deployment';
import { env } from '@/lib/env';
import { providerHealth } from '@/lib/provider/health';
import { sharedCacheHealth } from '@/lib/cache/shared-signal';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and operators: 200 when the site can take a booking (the embedded provider's database answers
 * and accepts a write, and its mail is leaving), else 503 naming the part that failed. The counts of waiting and
 * given-up mail are shown only with the studio's bearer token; no part ever carries an address or an error's text.
 * A site served under a real host name with SITE_URL never set gets a warning (its links name the wrong address), which
 * does not fail the check: bookings still work. With REDIS_URL set, `sharedCache` says whether Redis answers; while it
 * does not, the status is 'degraded' (still 200: pages are served and bookings taken).
 */
export async function GET(request: Request): Promise<Response> {
  const siteUrl = defaultSiteUrlWarning(process.env, env.SITE_URL, request.headers.get('host'));
  const warnings = siteUrl ? { warnings: [siteUrl] } : {};
  const [health, sharedCache] = await Promise.all([
    providerHealth(isStudioAuthorized(request.headers.get('authorization'))),
    sharedCacheHealth(),
  ]);
  // Redis down: pages are still served and bookings taken, each instance from its own memory for now.
  const cache = sharedCache === 'off' ? {} : { sharedCache };
  const degraded = sharedCache === 'down';
  if (health.provider === 'external') {
    const status = degraded ? 'degraded' : 'ok';
    return jsonResponse({ success: true, status, provider: 'external', ...cache, ...warnings });
  }
  const { ok, ...rest } = health;
  const status = !ok ? 'fail' : degraded ? 'degraded' : 'ok';
  return jsonResponse({ success: ok, status, ...rest, ...cache, ...warnings }, ok ? 200 : 503);
}
