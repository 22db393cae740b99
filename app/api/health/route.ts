import { isStudioAuthorized } from '@/lib/access/studio-token';
import { jsonResponse } from '@/lib/api/respond';
import { providerHealth } from '@/lib/provider/health';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and operators: 200 when the site can take a booking (the embedded provider's database answers
 * and accepts a write, and its mail is leaving), else 503 naming the part that failed. The counts of waiting and
 * given-up mail are shown only with the studio's bearer token; no part ever carries an address or an error's text.
 */
export async function GET(request: Request): Promise<Response> {
  const health = await providerHealth(isStudioAuthorized(request.headers.get('authorization')));
  if (health.provider === 'external') return jsonResponse({ success: true, status: 'ok', provider: 'external' });
  const { ok, ...rest } = health;
  return jsonResponse({ success: ok, status: ok ? 'ok' : 'fail', ...rest }, ok ? 200 : 503);
}
