import type { Payload } from 'payload';

/**
 * The back office's store as the gateway reads it: Payload's Local API in this process (no HTTP), started on first use.
 * Only lib/provider/cms and cms/ import Payload; pages and components reach content through lib/provider.
 *
 * Payload and its configuration (database adapters, storage plugins, sharp) load on that first use rather than with
 * this module: whatever only books, mails or checks a password (a route, a server action, most API test files) never
 * pays the second or two they take to load.
 */
export async function cms(): Promise<Payload> {
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')]);
  return getPayload({ config });
}
