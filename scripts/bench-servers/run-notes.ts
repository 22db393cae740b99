import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { option } from '../cli-options';
import { REPO } from '../repo-root';

/** The commit measured, with `+changes` when the work tree differs from it. */
export function commitNote(): { commit: string; dirty: boolean } {
  const head =
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: REPO,
    encoding: 'utf8',
  }).stdout.trim();
  return { commit: head, dirty: status.length > 0 };
}

/** The machine the figures come from; `--note "…"` (or BENCH_NOTE) adds what else was running. */
export function machineNote(): {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  load: number[];
  note: string;
} {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    load: os.loadavg().map((value) => Math.round(value * 100) / 100),
    note: option('--note') ?? process.env.BENCH_NOTE ?? '',
  };
}
