import { headers } from 'next/headers';
import type { RequestContext } from '@/lib/provider/contract';
import { clientIdFrom, requestIsHttps } from '@/lib/access/client-id';

/** The caller of a server action, for rate limits and an external provider's session cookie. */
export async function actionContext(): Promise<RequestContext> {
  const incoming = await headers();
  const cookie = incoming.get('cookie') ?? undefined;
  return { clientId: clientIdFrom(incoming), https: requestIsHttps(incoming), ...(cookie ? { cookie } : {}) };
}
