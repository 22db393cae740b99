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
  const payload = await getPayload({ config });
  logIdleClientErrors(payload);
  return payload;
}

const WATCHED = Symbol.for('studio.cms-pool-watched');
type Watched = { on(event: 'error', listener: (error: Error) => void): void; [WATCHED]?: true };

/**
 * An idle connection that PostgreSQL or its pooler closes (a restart, PgBouncer's idle timeout) is reported on the
 * pool; Payload's pool has no listener, so Node ended the process. It is logged instead: the next query reconnects.
 */
function logIdleClientErrors(payload: Payload): void {
  const pool = (payload.db as { pool?: Watched }).pool;
  if (!pool || pool[WATCHED]) return;
  pool[WATCHED] = true;
  pool.on('error', (error) => console.error('[cms] idle PostgreSQL client failed:', error.message));
}
