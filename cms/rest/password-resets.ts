import { createHash } from 'node:crypto';
import { clientIdFrom } from '@/lib/access/client-id';
import { consumeLimit, type FailureLimit } from '@/lib/back-office';
import { restRefusal, type RestHandler } from './account-writes';
import { restTexts } from './query';

const HOUR = 60 * 60;
/** Reset requests per client (its address, lib/access/client-id.ts), whatever the account. */
export const RESETS_PER_CLIENT: FailureLimit = { prefix: 'reset-client', failures: 5, seconds: HOUR };
/**
 * Reset mails per typed address, whoever asks: an address that already got these keeps the last link, which stays
 * valid (a new request would replace it). Counted for any address, so the answer tells no one which have accounts.
 */
export const RESETS_PER_ADDRESS: FailureLimit = { prefix: 'reset-address', failures: 3, seconds: HOUR };

const MAX_BODY_CHARS = 2048;

/** The address a reset request names, as Payload reads it (a JSON body), lower-cased; null when there is none. */
async function addressOf(request: Request): Promise<string | null> {
  const text = await request.clone().text();
  if (text.length > MAX_BODY_CHARS) return null;
  try {
    const email = (JSON.parse(text) as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

function tooMany(message: string, wait: number): Response {
  const refusal = restRefusal(429, message);
  refusal.headers.set('Retry-After', String(wait));
  return refusal;
}

/** Wraps Payload's REST POST: a reset request (`<users>/forgot-password`) past either limit gets a 429, no mail. */
export function resetsPerClientAndAddress(usersSlug: string, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug } = await context.params;
    if (slug.length !== 2 || slug[0] !== usersSlug || slug[1] !== 'forgot-password') return handler(request, context);
    const t = restTexts(request.headers);
    const byClient = await consumeLimit(RESETS_PER_CLIENT, clientIdFrom(request.headers));
    if (byClient !== null) return tooMany(t.tooManyResets(Math.ceil(byClient / 60)), byClient);
    const address = await addressOf(request);
    if (address) {
      const key = createHash('sha256').update(address).digest('base64url');
      const byAddress = await consumeLimit(RESETS_PER_ADDRESS, key);
      if (byAddress !== null) return tooMany(t.resetsForAddress(Math.ceil(byAddress / 60)), byAddress);
    }
    return handler(request, context);
  };
}
