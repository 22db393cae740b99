import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO } from '../repo-root';
import { waitFor } from '../wait-for';

export type Server = { process: ChildProcess; origin: string; name: string };

/**
 * The site as `npm start` serves it (dir undefined) or the bare app by `next start`, in a process group of its own so
 * that stopping it stops what it starts. Without a host it listens everywhere, reached as localhost (the SITE_URL).
 */
export function startServer(
  name: string,
  dir: string | undefined,
  port: number,
  env: NodeJS.ProcessEnv,
  host?: string,
): Server {
  const cwd = dir ?? REPO;
  const address = [...(host ? ['-H', host] : []), '-p', String(port)];
  const [command, args] = dir
    ? [path.join(cwd, 'node_modules/.bin/next'), ['start', cwd, ...address]]
    : [process.execPath, [path.join(REPO, 'server.mjs'), ...address]];
  const child = spawn(command, args, { stdio: 'ignore', env: { ...env, NODE_ENV: 'production' }, detached: true, cwd });
  child.on('exit', (code) => {
    console.error(`The ${name} server stopped (exit code ${code}); the results are not valid.`);
    process.exit(1);
  });
  return { process: child, origin: `http://${host ?? 'localhost'}:${port}`, name };
}

export function stopServer(server: Server | undefined): void {
  if (!server) return;
  server.process.removeAllListeners('exit');
  if (server.process.pid) {
    try {
      process.kill(-server.process.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export const waitForServer = (url: string): Promise<void> => waitFor(url, async () => (await fetch(url)).ok, 120_000);

/** Whether something already answers on the address (it would be measured instead of this build). */
export async function portIsTaken(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
