import { fileURLToPath } from 'node:url';

/** The preload that gives the server the client's address and bounds slow clients (scripts/server-preload.cjs). */
export const SERVER_PRELOAD = fileURLToPath(new URL('./server-preload.cjs', import.meta.url));

/** A server's environment with the preload loaded by every Node process it starts (`next dev` forks one). */
export function withServerPreload<Env extends Record<string, string | undefined>>(env: Env): Env & { NODE_OPTIONS: string } {
  return { ...env, NODE_OPTIONS: `--require ${JSON.stringify(SERVER_PRELOAD)} ${env.NODE_OPTIONS ?? ''}`.trim() };
}
