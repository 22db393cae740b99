import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Another server process on the same database, running a script of tests/api/support once it is told to go. */
export interface Instance {
  child: ChildProcess;
  /** Resolves once the script has opened what it needs and waits for the signal. */
  ready: Promise<void>;
  go(): void;
  /** The JSON line the script printed last, once it exits with 0. */
  result: Promise<unknown>;
}

export function startInstance(script: string, env: Record<string, string | undefined> = {}): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/api/support', script)], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) onReady();
  });
  const result = new Promise<unknown>((resolve, reject) => {
    child.on('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`${script} ended with ${signal ?? code}`));
      const lines = out.trim().split('\n');
      resolve(JSON.parse(lines.at(-1) ?? 'null'));
    });
  });
  return { child, ready, go: () => child.stdin?.write('go\n'), result };
}

/** Starts `count` instances, waits until each is ready, then tells them all to go at once. */
export async function raceInstances(
  count: number,
  script: string,
  env: Record<string, string | undefined> = {},
): Promise<unknown[]> {
  const instances = Array.from({ length: count }, () => startInstance(script, env));
  await Promise.all(instances.map((instance) => instance.ready));
  for (const instance of instances) instance.go();
  return Promise.all(instances.map((instance) => instance.result));
}
