import type { RequestContext } from '@/lib/provider/contract';
import { clientIdFrom, requestIsHttps } from '@/lib/access/client-id';

/** Who is calling: the client for rate limits, and the cookie and Authorization an external provider expects. */
export function requestContext(request: Request): RequestContext {
  const cookie = request.headers.get('cookie') ?? undefined;
  const authorization = request.headers.get('authorization') ?? undefined;
  return {
    clientId: clientIdFrom(request.headers),
    https: requestIsHttps(request.headers),
    ...(cookie ? { cookie } : {}),
    ...(authorization ? { authorization } : {}),
  };
}
