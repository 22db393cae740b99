import { clientIdFrom } from '@/lib/access/client-id';
import { countFailure, failuresSoFar, failureWait, type FailureLimit } from '@/lib/back-office';
import { restRefusal, type RestHandler } from './account-writes';
import { LOCK_TIME_MS } from '../collections/Users';
import { restTexts } from './query';

/**
 * Failed back-office sign-ins per client (its address, lib/access/client-id.ts), whatever the account: past them the
 * client waits and Payload is not asked. No account is ever locked for everyone (cms/collections/Users/index.ts), so
 * the owner signing in from a client with no failures always gets in.
 */
export const SIGN_IN_FAILURES: FailureLimit = { prefix: 'sign-in', failures: 5, seconds: LOCK_TIME_MS / 1000 };

/**
 * A failed sign-in is answered no sooner than this after it arrived, so an unknown address and a wrong password take
 * the same time (Payload hashes only for an account that exists), and each failure of a client later than the last.
 */
export const FAILED_SIGN_IN_FLOOR_MS = 800;
const failureDelayMs = (failures: number) =>
  FAILED_SIGN_IN_FLOOR_MS + Math.min(100 * 2 ** Math.max(0, failures - 1), 1600);

/** Wraps Payload's REST POST: a sign-in (`<users>/login`) from a client that has used up its failures gets a 429. */
export function signInsPerClient(usersSlug: string, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug } = await context.params;
    if (slug.length !== 2 || slug[0] !== usersSlug || slug[1] !== 'login') return handler(request, context);
    const arrived = Date.now();
    const client = clientIdFrom(request.headers);
    const wait = await failureWait(SIGN_IN_FAILURES, client);
    if (wait !== null) {
      const refusal = restRefusal(429, restTexts(request.headers).tooManySignIns(Math.ceil(wait / 60)));
      refusal.headers.set('Retry-After', String(wait));
      return refusal;
    }
    const response = await handler(request, context);
    // 401: a wrong e-mail or password.
    if (response.status === 401) {
      await countFailure(SIGN_IN_FAILURES, client);
      const due = arrived + failureDelayMs(await failuresSoFar(SIGN_IN_FAILURES, client));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    }
    return response;
  };
}
