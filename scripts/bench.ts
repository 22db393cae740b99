/**
 * Speed and size budgets of the site, measured on the production build: Lighthouse (mobile) on every page of
 * one language and the home page of the others, and the compressed JavaScript each page loads first.
 * Usage: npm run bench [-- --all] [-- --runs N]   (--all: every page in every language; N runs per page, default 3)
 *
 * Lighthouse's own guidance on variability: a single run of the same page moves by several points, so each page is
 * measured N times and the median run (by performance score) is reported and held to the budgets. A run whose first
 * frame headless Chromium held back (see withheld-frames.ts) is measured again, up to N extra attempts per page; the
 * table says how many were set aside, and if too few clean runs remain, the held-back ones are kept and counted.
 */
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { locales } from '../lib/i18n/locales';
import { localizedPagePaths } from '../lib/i18n/page-paths';
import { chromiumArgs, chromiumExecutable } from './chromium-path';
import { withServerPreload } from './server-preload-env';
import { firstFrameWait, type TraceEvent } from './withheld-frames';

const PORT = 3130;
const origin = `http://localhost:${PORT}`;
const budgets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const firstLoadJsBudgetKb = 180;

const all = process.argv.includes('--all');
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || 1) : 3;
const pages = all ? locales.flatMap(localizedPagePaths) : [...localizedPagePaths('es'), '/en', '/it'];

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/es`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function firstLoadJsKb(path: string): Promise<number> {
  const html = await (await fetch(origin + path)).text();
  // Browsers that understand modules skip `noModule` scripts (Next's legacy polyfills), so they are not counted.
  const scripts = [...html.matchAll(/<script([^>]+)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /src="([^"]+\.js)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
  let bytes = 0;
  for (const src of new Set(scripts)) bytes += gzipSync(Buffer.from(await (await fetch(origin + src)).arrayBuffer())).length;
  return Math.round(bytes / 1024);
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function medianRun(path: string, port: number): Promise<{ lhr: Result; setAside: number }> {
  const clean: Result[] = [];
  const heldBack: Result[] = [];
  for (let attempt = 0; attempt < runs * 2 && clean.length < runs; attempt++) {
    const result = await lighthouse(origin + path, { port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${path}`);
    const events = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
    (firstFrameWait(events)?.withheld ? heldBack : clean).push(result.lhr);
  }
  const results = [...clean, ...heldBack.slice(0, Math.max(0, runs - clean.length))];
  results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error(`no Lighthouse result for ${path}`);
  return { lhr: median, setAside: heldBack.length };
}

async function portIsTaken(): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A first request renders a page's images through the optimizer and fills its cache; a deployment serves them from a
 * CDN. Each page and its optimized images are requested once before measuring, so the numbers describe a warm site.
 */
async function warmUp(path: string): Promise<void> {
  const html = await (await fetch(origin + path)).text();
  const images = new Set([...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&')));
  await Promise.all([...images].map((src) => fetch(origin + src, { headers: { accept: 'image/webp' } }).then((r) => r.arrayBuffer())));
}

async function main() {
  // A server left on the port would be measured instead of this build, and would answer with mismatched chunks.
  if (await portIsTaken()) {
    console.error(`Port ${PORT} is already in use: stop what is serving ${origin} and run the benchmark again.`);
    process.exit(1);
  }
  // Canonical and hreflang URLs are absolute, so the measured build must know the address it is served from.
  const benchEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next-bench', SITE_URL: origin };
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: benchEnv });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // Its own process group, so that stopping it also stops the next-server that npx starts.
  // Served as `npm start` serves it: with the preload (client address, slow-client limits).
  const server = spawn('npx', ['next', 'start', '-p', String(PORT)], { stdio: 'ignore', env: withServerPreload(benchEnv), detached: true });
  server.on('exit', (code) => {
    console.error(`The benchmark server stopped (exit code ${code}); the results below it are not valid.`);
    process.exit(1);
  });
  let failed = false;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    await waitForServer();
    for (const path of pages) await warmUp(path);
    console.log(`Median of ${runs} Lighthouse run(s) per page.`);
    console.log('page'.padEnd(28), 'perf  a11y  bp   seo  LCP(ms) CLS    TBT(ms) JS(kB gz) held back');
    for (const path of pages) {
      const { lhr, setAside } = await medianRun(path, chrome.port);
      const score = (id: keyof typeof budgets) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const js = await firstLoadJsKb(path);
      const misses = (Object.keys(budgets) as (keyof typeof budgets)[]).filter((id) => score(id) < budgets[id]);
      if (js > firstLoadJsBudgetKb) misses.push('performance');
      failed ||= misses.length > 0;
      console.log(
        path.padEnd(28),
        String(score('performance')).padEnd(5),
        String(score('accessibility')).padEnd(5),
        String(score('best-practices')).padEnd(4),
        String(score('seo')).padEnd(4),
        String(Math.round(audit('largest-contentful-paint'))).padEnd(7),
        audit('cumulative-layout-shift').toFixed(3).padEnd(6),
        String(Math.round(audit('total-blocking-time'))).padEnd(7),
        String(js).padEnd(9),
        String(setAside).padEnd(4),
        misses.length ? `  ✗ below budget: ${[...new Set(misses)].join(', ')}` : '',
      );
    }
  } finally {
    chrome.kill();
    server.removeAllListeners('exit');
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  console.log(failed ? '\nSome pages miss a budget.' : '\nEvery page meets its budgets.');
  process.exit(failed ? 1 : 0);
}

void main();
