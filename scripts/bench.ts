/**
 * Speed and size budgets (scripts/bench-budgets.ts), measured on the production build beside a bare Next page of the
 * same Next and React (bench/bare) served the same way, in the same run. Two ways of serving, one after the other:
 *  - `npm start` (server.mjs; Next compresses), the bare page by `next start`;
 *  - Vercel-like: both by plain `next start` behind Debian's nginx, which compresses with brotli (bench-nginx.ts).
 * Each under devtools throttling (decides) and simulated throttling (for comparison); Lighthouse mobile, median of
 * N runs. The bare page is measured before and after the pages, so a machine that got busier weighs on both.
 *
 * Usage: npm run bench [-- --pages /es,/en/arquitectura] [-- --runs N] [-- --port P] [-- --no-build]
 *        [-- --ways npm-start,vercel-like] [-- --methods devtools,simulate] [-- --out file] [-- --readme]
 *        npm run bench -- --readme-only      (the README's table from bench/results.json, measures nothing)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { locales } from '../lib/i18n/locales';
import { localizedPagePaths } from '../lib/i18n/page-paths';
import { budgets, missesOf } from './bench-budgets';
import { lighthouseRuns, medians, METHODS, type Method, type Runs } from './bench-lighthouse';
import { serveWay, stopWay, type Served } from './bench-nginx';
import {
  BARE_PATH,
  buildBarePage,
  commitNote,
  htmlSizes,
  machineNote,
  numberOption,
  option,
  portIsTaken,
  REPO,
  rewriteReadmeBlock,
  waitForServer,
  writeJson,
} from './bench-servers';
import { consoleTable, readmeTable, type BenchResults, type Figures, type Measured, type Way } from './bench-table';
import { chromiumArgs, chromiumExecutable } from './chromium-path';

const WAYS: readonly Way[] = ['npm-start', 'vercel-like'];

async function figures(origin: string, pathname: string, runs: Runs): Promise<Figures> {
  const html = await htmlSizes(origin + pathname);
  return {
    ...medians(runs.samples),
    htmlRawBytes: html.rawBytes,
    htmlGzipBytes: html.gzipBytes,
    htmlCompressedBytes: html.compressedBytes,
    htmlEncoding: html.encoding,
    lighthouseRuns: runs.samples.length,
    heldBack: runs.heldBack,
    performanceRuns: runs.samples.map((sample) => sample.performance),
  };
}

/**
 * Each page loaded once in a phone-sized window, so the optimizer has made its images and the server has rendered
 * what it renders on demand: a deployment serves those from a CDN, and the figures describe a warm site.
 */
async function warmUp(chromePort: number, urls: string[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measureWay(
  way: Way,
  methods: Method[],
  pages: string[],
  ports: { site: number; chrome: number },
  runs: number,
) {
  const origin = `http://localhost:${ports.site}`;
  const bareOrigin = `http://localhost:${ports.site + 1}`;
  await waitForServer(`${origin}/es`);
  await waitForServer(bareOrigin + BARE_PATH);
  await warmUp(ports.chrome, [...pages.map((page) => origin + page), bareOrigin + BARE_PATH]);
  const measured: Measured[] = [];
  for (const method of methods) {
    console.log(`${way}, ${method} throttling: median of ${runs} run(s) per page.`);
    const bareBefore = await lighthouseRuns(bareOrigin + BARE_PATH, ports.chrome, runs, method);
    const runsOf: { page: string; runs: Runs }[] = [];
    for (const page of pages) {
      const pageRuns = await lighthouseRuns(origin + page, ports.chrome, runs, method);
      runsOf.push({ page, runs: pageRuns });
      const lcp = medians(pageRuns.samples).lcpMs;
      console.log(`  ${page}: perf ${pageRuns.samples.map((sample) => sample.performance).join(',')}; LCP ${lcp} ms`);
    }
    const bareAfter = await lighthouseRuns(bareOrigin + BARE_PATH, ports.chrome, runs, method);
    const bare = await figures(bareOrigin, BARE_PATH, {
      samples: [...bareBefore.samples, ...bareAfter.samples],
      heldBack: bareBefore.heldBack + bareAfter.heldBack,
    });
    const results = [];
    for (const { page, runs: pageRuns } of runsOf) {
      const pageFigures = await figures(origin, page, pageRuns);
      results.push({ path: page, ...pageFigures, ...missesOf(page, pageFigures, bare, method) });
    }
    measured.push({ way, method, bare, pages: results });
  }
  return measured;
}

function listOption<T extends string>(name: string, all: readonly T[]): T[] {
  const given = option(name)
    ?.split(',')
    .map((value) => value.trim());
  const unknown = given?.filter((value) => !all.includes(value as T)) ?? [];
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(', ')} (one of ${all.join(', ')})`);
  return given ? (given as T[]) : [...all];
}

async function main() {
  const pagesOption = option('--pages');
  const full = !pagesOption && !option('--ways') && !option('--methods');
  const out = option('--out') ?? (full ? 'bench/results.json' : 'bench-results/bench.json');
  if (process.argv.includes('--readme-only')) {
    rewriteReadmeBlock('bench', readmeTable(JSON.parse(readFileSync(path.resolve(REPO, out), 'utf8')) as BenchResults));
    return;
  }
  const runs = Math.round(numberOption('--runs', 3));
  const port = Math.round(numberOption('--port', 3130));
  const ways = listOption('--ways', WAYS);
  const methods = listOption('--methods', METHODS);
  const pages =
    pagesOption
      ?.split(',')
      .map((page) => page.trim())
      .filter(Boolean) ?? locales.flatMap(localizedPagePaths);
  // A server left on a port would be measured instead of this build.
  for (const taken of [port, port + 1, port + 10, port + 11]) {
    if (await portIsTaken(`http://127.0.0.1:${taken}`))
      throw new Error(`Port ${taken} is in use: stop what serves it.`);
  }
  // Canonical and hreflang URLs are absolute, so the build must know the address it is measured at.
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '.next-bench',
    SITE_URL: `http://localhost:${port}`,
  };
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env, cwd: REPO });
    if (built.status !== 0) process.exit(built.status ?? 1);
    buildBarePage();
  }
  const bareEnv: NodeJS.ProcessEnv = { ...env };
  delete bareEnv.NEXT_DIST_DIR;
  delete bareEnv.SITE_URL;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const measured: Measured[] = [];
  let started: Served | undefined;
  try {
    for (const way of ways) {
      started = serveWay(way, port, env, bareEnv);
      measured.push(...(await measureWay(way, methods, pages, { site: port, chrome: chrome.port }, runs)));
      stopWay(started);
      started = undefined;
    }
  } finally {
    chrome.kill();
    stopWay(started);
  }
  const results: BenchResults = {
    date: new Date().toISOString(),
    ...commitNote(),
    machine: machineNote(),
    runs,
    budgets,
    measured,
    passed: measured.every((set) => set.pages.every((page) => page.misses.length === 0)),
  };
  consoleTable(results);
  writeJson(out, results);
  if (full || process.argv.includes('--readme')) rewriteReadmeBlock('bench', readmeTable(results));
  console.log(results.passed ? '\nEvery page meets its budgets.' : '\nSome pages miss a budget (✗).');
  process.exit(results.passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
