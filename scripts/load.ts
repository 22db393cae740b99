/**
 * Load and abuse test of the production build (README "Load"), beside the bare Next page (bench/bare) served the same
 * way, in the same run:
 *  1. on each way of serving (`npm start`, then `next start` behind nginx with brotli), the bare page, then the home
 *     page /es, 50 connections for 60 s each, with a browser's Accept-Encoding. Budgets: the home page serves ≥ 35 %
 *     of the bare page's requests a second, its p99 is ≤ 3× the bare page's, and nothing answers but 2xx;
 *  2. an image of the home page, 50 connections for 10 s each, by its /_next/image URL (from the optimizer's cache)
 *     and straight from the media route (public, immutable, an ETag that revalidates to 304, nothing encoded again);
 *  3. 20 s of bookings, contact messages and gallery passwords from a few clients each, into their rate limits.
 * It fails on any connection error, timeout or 5xx, a missed budget or cache check, and a submission answered 2xx that
 * is missing from the database. Figures go to bench/load.json and the README's load table.
 *
 * Usage: npm run load [-- --home-seconds 60 --media-seconds 10 --write-seconds 20 --port 3140 --no-build --note "…"]
 *   --port  the site's port (the bare page on the next one, the upstreams behind nginx on +10 and +11);
 *   --no-build  serve the last builds; --out  the JSON's file (default bench/load.json with the default durations,
 *   else bench-results/load.json); --readme  rewrite the README's table from a shorter run too; --readme-only.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadBudgets } from './bench-budgets';
import { serveWay, stopWay, type Served } from './bench-nginx';
import {
  buildBarePage,
  commitNote,
  machineNote,
  portIsTaken,
  REPO,
  rewriteReadmeBlock,
  writeJson,
} from './bench-servers';
import { readmeTable, type LoadResults, type WayFigures } from './load-table';
import { mediaRuns, printMedia } from './load/media-runs';
import { pageRuns } from './load/page-runs';
import { failures, runs } from './load/runs';
import { BARE_ORIGIN, DATA_DIR, DEFAULT_DURATIONS, ORIGIN, OUT, PORT, serverEnvironments } from './load/settings';
import { writeRuns } from './load/write-runs';

/** Stops the run when something else serves one of its addresses: that would be measured instead of this build. */
async function refuseTakenPorts(): Promise<void> {
  for (const address of [ORIGIN, BARE_ORIGIN, `http://127.0.0.1:${PORT + 10}`, `http://127.0.0.1:${PORT + 11}`]) {
    if (await portIsTaken(address)) {
      console.error(`${address} is already in use: stop what is serving it and run the load test again.`);
      process.exit(1);
    }
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--readme-only')) {
    rewriteReadmeBlock('load', readmeTable(JSON.parse(readFileSync(path.resolve(REPO, OUT), 'utf8')) as LoadResults));
    return;
  }
  await refuseTakenPorts();
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit', cwd: REPO });
    if (built.status !== 0) process.exit(built.status ?? 1);
    buildBarePage();
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
  const { env, baseEnv } = serverEnvironments();
  let served: Served | undefined;
  let passed = false;
  const ways: WayFigures[] = [];
  try {
    console.log(`${'run'.padEnd(34)}   total   req/s  p50ms  p99ms KB/resp    2xx    4xx  5xx errors`);
    served = serveWay('npm-start', PORT, env, baseEnv, '127.0.0.1');
    ways.push(await pageRuns('npm-start'));
    const media = await mediaRuns();
    const stored = await writeRuns();
    if (media) printMedia(media);
    stopWay(served);
    served = serveWay('vercel-like', PORT, env, baseEnv, '127.0.0.1');
    ways.push(await pageRuns('vercel-like'));
    const { commit, dirty } = commitNote();
    passed = failures.length === 0;
    const results: LoadResults = {
      date: new Date().toISOString(),
      commit,
      dirty,
      machine: machineNote(),
      budgets: loadBudgets,
      ways,
      runs,
      media: media ?? null,
      stored,
      failures,
      passed,
    };
    writeJson(OUT, results);
    if (DEFAULT_DURATIONS || process.argv.includes('--readme')) rewriteReadmeBlock('load', readmeTable(results));
  } finally {
    stopWay(served);
  }
  for (const failure of failures) console.error(`✗ ${failure}`);
  console.log(
    passed ? '\nEvery load budget met: no errors, no 5xx, nothing lost, media from cache.' : '\nThe load test failed.',
  );
  process.exit(passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
