import { isStudioAuthorized } from '@/lib/access/studio-token';
import { jsonResponse } from '@/lib/api/respond';
import { defaultSiteUrlWarning } from '@/lib/deployment';
import { env } from '@/lib/env';
import { providerHealth } from '@/lib/provider/health';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and operators: 200 when the site can take a booking (the embedded provider's database answers
 * and accepts a write, and its mail is leaving), else 503 naming the part that failed. The counts of waiting and
 * given-up mail are shown only with the studio's bearer token; no part ever carries an address or an error's text.
 * A site served under a real host name with SITE_URL never set gets a warning (its links name the wrong address), which
 * does not fail the check: bookings still work.
 */
export async function GET(request: Request): Promise<Response> {
  const siteUrl = defaultSiteUrlWarning(process.env, env.SITE_URL, request.headers.get('host'));
  const warnings = siteUrl ? { warnings: [siteUrl] } : {};
  const health = await providerHealth(isStudioAuthorized(request.headers.get('authorization')));
  if (health.provider === 'external')
    return jsonResponse({ success: true, status: 'ok', provider: 'external', ...warnings });
  const { ok, ...rest } = health;
  return jsonResponse({ success: ok, status: ok ? 'ok' : 'fail', ...rest, ...warnings }, ok ? 200 : 503);
}
