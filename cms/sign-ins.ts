import { clientIdFrom } from '@/lib/access/client-id';
import { countFailure, failureWait, type FailureLimit } from '@/lib/provider/embedded/rate-limit';
import { restRefusal, type RestHandler } from './account-writes';
import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS } from './collections/users';
import { restTexts } from './rest-query';

/**
 * Failed back-office sign-ins per client (its address, lib/access/client-id.ts): one fewer than lock an account
 * (cms/collections/users.ts), over the same time. Payload locks an account after MAX_LOGIN_ATTEMPTS wrong passwords
 * from anyone, so before this anyone could lock the owner out for 15 minutes, as often as they liked, and its
 * "locked" answer told them the address had an account. One client now cannot: after its failures it waits, whatever
 * the account, and Payload is not asked (its count does not move).
 */
export const SIGN_IN_FAILURES: FailureLimit = { prefix: 'sign-in', failures: MAX_LOGIN_ATTEMPTS - 1, seconds: LOCK_TIME_MS / 1000 };

/** Wraps Payload's REST POST: a sign-in (`<users>/login`) from a client that has used up its failures gets a 429. */
export function signInsPerClient(usersSlug: string, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug } = await context.params;
    if (slug.length !== 2 || slug[0] !== usersSlug || slug[1] !== 'login') return handler(request, context);
    const client = clientIdFrom(request.headers);
    const wait = await failureWait(SIGN_IN_FAILURES, client);
    if (wait !== null) {
      const refusal = restRefusal(429, restTexts(request.headers).tooManySignIns(Math.ceil(wait / 60)));
      refusal.headers.set('Retry-After', String(wait));
      return refusal;
    }
    const response = await handler(request, context);
    // 401: a wrong e-mail or password, or an account Payload has locked.
    if (response.status === 401) await countFailure(SIGN_IN_FAILURES, client);
    return response;
  };
}
