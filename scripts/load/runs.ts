import autocannon from 'autocannon';
import { printRun, runOf, type Run } from '../load-table';
import { CONNECTIONS } from './settings';

/** Every run of this load test, in order, and what failed: the JSON and the exit code come from them. */
export const runs: Run[] = [];
export const failures: string[] = [];

/** Records and prints one run; a run with errors, timeouts or refusals it should not meet is a failure. */
export function record(name: string, result: autocannon.Result, seconds: number, refusalsExpected = false): Run {
  const run = runOf(name, result, seconds, refusalsExpected);
  if (!run.ok)
    failures.push(`${name}: ${run.errors} errors, ${run.timeouts} timeouts, ${run['5xx']} 5xx, ${run.non2xx} non-2xx`);
  runs.push(run);
  printRun(run);
  return run;
}

export function get(url: string, seconds: number, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}
