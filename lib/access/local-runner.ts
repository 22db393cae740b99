import { randomBytes } from 'node:crypto';
import { bearerToken, matchesSecret } from './studio-token';

const KEY = Symbol.for('studio.localRunnerKey');
type WithKey = typeof globalThis & { [KEY]?: string };

/**
 * A secret made at start and known to this process only: a long-running server's own timer calls its cron routes with
 * it (over the loopback, so that their work runs inside a request, where Next can expire cached pages). Kept on
 * globalThis because the instrumentation hook and the route handlers are separate bundles of one process.
 */
export function localRunnerKey(): string {
  const scope = globalThis as WithKey;
  scope[KEY] ??= randomBytes(32).toString('base64url');
  return scope[KEY];
}

/** True when a call carries this process's own key (never true for another process: each makes its own). */
export function isLocalRunner(authorization: string | null | undefined): boolean {
  const key = (globalThis as WithKey)[KEY];
  const given = bearerToken(authorization);
  return Boolean(key && given && matchesSecret(given, key));
}
