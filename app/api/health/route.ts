import { isStudioAuthorized } from '@/lib/access/studio-token';
import { jsonResponse } from '@/lib/api/respond';
import { providerHealth } from '@/lib/provider/health';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and operators: 200 when the embedded provider's database answers, 503 when it does not. With
 * the studio's bearer token it also counts the mail waiting for a retry and the mail given up on.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const health = await providerHealth(isStudioAuthorized(request.headers.get('authorization')));
    return jsonResponse({ success: true, ...health });
  } catch (error) {
    console.error('[health] database unavailable', error);
    return jsonResponse({ success: false, provider: 'embedded', error: 'database unavailable' }, 503);
  }
}
