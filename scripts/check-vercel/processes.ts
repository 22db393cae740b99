import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { expect } from '../check-results';
import { REPO } from '../repo-root';

/** A step run to its end, as the deployment runs it; its failure ends the check. */
export function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: REPO, env, stdio: 'inherit' });
  expect(step, result.status === 0, `exit ${result.status}, ${Math.round((Date.now() - started) / 1000)} s`);
}

const children: ChildProcess[] = [];

/** A process left running, its output kept in `log` for when something goes wrong; stopAll ends it. */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return child;
}

export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
