/**
 * Speed and size budgets of the site (issue 26), measured on the production build beside a bare Next page of the same
 * Next and React versions (bench/bare), in the same run: Lighthouse (mobile) on every page in every language and on
 * the bare page, each page's HTML as sent raw and gzipped, and its first-load JavaScript.
 *
 * Usage: npm run bench [-- --pages /es,/en/arquitectura] [-- --runs N] [-- --port P] [-- --no-build] [-- --note "…"]
 *        npm run bench -- --readme-only      (rewrites the README's table from bench/results.json, measures nothing)
 *   --pages  a subset (default: every page × locale); --runs  Lighthouse runs per page (default 3);
 *   --port   the site's port (default 3130; the bare page is served on the next one);
 *   --no-build  serve the last .next-bench and bench/bare builds as they are (they must have been built for this port);
 *   --out    where the JSON goes (default bench/results.json for a full run, bench-results/bench.json for a subset);
 *   --readme rewrite the README's table from a subset run too (a full run always does).
 *
 * Lighthouse's own guidance on variability: a single run of the same page moves by several points, so each page is
 * measured N times and each figure is the median of the runs. A run whose first frame headless Chromium held back (see
 * withheld-frames.ts) is measured again, up to N extra attempts per page; the table says how many were set aside, and
 * if too few clean runs remain, the held-back ones are kept and counted. The bare page is measured N times before the
 * pages and N times after them, so that a machine that got busier or quieter during the run weighs on both sides.
 *
 * Budgets (issue 26): performance ≥ 98, accessibility, best practices and SEO 100; LCP ≤ 1.5× the bare page's; CLS 0
 * (below 0.001); TBT ≤ 100 ms; script (Lighthouse's transfer size of the page's scripts) ≤ 1.15× the bare page's;
 * HTML ≤ 150 KB raw on every page, and on the home pages ≤ 120 KB raw and ≤ 25 KB gzipped (KB = 1024 bytes).
 * Any miss is marked ✗ and the run exits with 1.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { locales } from '../lib/i18n/locales';
import { localizedPagePaths } from '../lib/i18n/page-paths';
import { budgets, clsShown, missesOf, type BudgetFigures } from './bench-budgets';
import {
  BARE_DIR,
  BARE_PATH,
  buildBarePage,
  commitNote,
  firstLoadJsGzBytes,
  htmlSizes,
  kb,
  LIGHTHOUSE_FLAGS,
  machineNote,
  numberOption,
  option,
  portIsTaken,
  REPO,
  rewriteReadmeBlock,
  startServer,
  stopServer,
  waitForServer,
  writeJson,
  type Server,
} from './bench-servers';
import { chromiumArgs, chromiumExecutable } from './chromium-path';
import { firstFrameWait, type TraceEvent } from './withheld-frames';

/** A page's figures: what the budgets read (bench-budgets.ts), and what the table and the JSON add. */
type Figures = BudgetFigures & {
  firstLoadJsGzBytes: number;
  htmlEncoding: string;
  lighthouseRuns: number;
  heldBack: number;
  performanceRuns: number[];
};
type PageResult = Figures & { path: string; lcpRatio: number; scriptRatio: number; misses: string[] };
export type BenchResults = {
  date: string;
  commit: string;
  dirty: boolean;
  machine: ReturnType<typeof machineNote>;
  runs: number;
  budgets: typeof budgets;
  bare: Figures;
  pages: PageResult[];
  passed: boolean;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** One Lighthouse run: the budgets' figures but the HTML's, which are fetched once per page. */
type Sample = Omit<BudgetFigures, 'htmlRawBytes' | 'htmlGzipBytes'>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

function sampleOf(lhr: Lhr): Sample {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
  };
}

/** N clean Lighthouse runs of a URL (held-back runs measured again, see the header), as samples. */
async function lighthouseRuns(url: string, port: number, runs: number): Promise<{ samples: Sample[]; heldBack: number }> {
  const clean: Sample[] = [];
  const heldBack: Sample[] = [];
  for (let attempt = 0; attempt < runs * 2 && clean.length < runs; attempt++) {
    const result = await lighthouse(url, { port, ...LIGHTHOUSE_FLAGS });
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    const events = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
    (firstFrameWait(events)?.withheld ? heldBack : clean).push(sampleOf(result.lhr));
  }
  return { samples: [...clean, ...heldBack.slice(0, Math.max(0, runs - clean.length))], heldBack: heldBack.length };
}

async function figures(origin: string, pathname: string, samples: Sample[], heldBack: number): Promise<Figures> {
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  const html = await htmlSizes(origin + pathname);
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcpMs')),
    cls: pick('cls'),
    tbtMs: Math.round(pick('tbtMs')),
    scriptBytes: Math.round(pick('scriptBytes')),
    firstLoadJsGzBytes: await firstLoadJsGzBytes(origin, pathname),
    htmlRawBytes: html.rawBytes,
    htmlGzipBytes: html.gzipBytes,
    htmlEncoding: html.encoding,
    lighthouseRuns: samples.length,
    heldBack,
    performanceRuns: samples.map((sample) => sample.performance),
  };
}

const cls = clsShown;
const ratio = (value: number) => `${value.toFixed(2)}×`;

function consoleTable(results: BenchResults): void {
  const columns = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'LCP×', 'CLS', 'TBT ms', 'script KB', 'script×', 'JS1 gz KB', 'HTML KB', 'gz KB', 'held', 'misses'];
  const widths = [28, 5, 5, 4, 4, 7, 6, 6, 7, 10, 8, 10, 8, 6, 5, 0];
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' ').trimEnd();
  const mark = (ok: boolean, text: string) => (ok ? text : `${text}✗`);
  console.log(line(columns));
  const { bare } = results;
  console.log(
    line([
      'bare Next page',
      String(bare.performance),
      String(bare.accessibility),
      String(bare.bestPractices),
      String(bare.seo),
      String(bare.lcpMs),
      '1',
      cls(bare.cls),
      String(bare.tbtMs),
      kb(bare.scriptBytes, 1),
      '1',
      kb(bare.firstLoadJsGzBytes, 1),
      kb(bare.htmlRawBytes, 1),
      kb(bare.htmlGzipBytes, 1),
      String(bare.heldBack),
      '',
    ]),
  );
  for (const page of results.pages) {
    const missed = (name: string) => page.misses.includes(name);
    console.log(
      line([
        page.path,
        mark(!missed('perf'), String(page.performance)),
        mark(!missed('a11y'), String(page.accessibility)),
        mark(!missed('bp'), String(page.bestPractices)),
        mark(!missed('seo'), String(page.seo)),
        String(page.lcpMs),
        mark(!missed('LCP'), ratio(page.lcpRatio)),
        mark(!missed('CLS'), cls(page.cls)),
        mark(!missed('TBT'), String(page.tbtMs)),
        kb(page.scriptBytes, 1),
        mark(!missed('script'), ratio(page.scriptRatio)),
        kb(page.firstLoadJsGzBytes, 1),
        mark(!missed('HTML'), kb(page.htmlRawBytes, 1)),
        mark(!missed('HTML gz'), kb(page.htmlGzipBytes, 1)),
        String(page.heldBack),
        page.misses.length ? `✗ ${page.misses.join(', ')}` : '',
      ]),
    );
  }
}

function readmeTable(results: BenchResults): string {
  const { bare, machine } = results;
  const mark = (page: PageResult, name: string, text: string) => (page.misses.includes(name) ? `${text} ✗` : text);
  const rows = results.pages.map((page) =>
    [
      `\`${page.path}\``,
      mark(page, 'perf', String(page.performance)),
      [page.accessibility, page.bestPractices, page.seo].join(' / ') + (['a11y', 'bp', 'seo'].some((name) => page.misses.includes(name)) ? ' ✗' : ''),
      `${page.lcpMs} (${mark(page, 'LCP', ratio(page.lcpRatio))})`,
      mark(page, 'CLS', cls(page.cls)),
      mark(page, 'TBT', String(page.tbtMs)),
      `${kb(page.scriptBytes)} (${mark(page, 'script', ratio(page.scriptRatio))})`,
      mark(page, 'HTML', kb(page.htmlRawBytes)),
      mark(page, 'HTML gz', kb(page.htmlGzipBytes, 1)),
    ].join(' | '),
  );
  const bareRow = [
    'bare Next page',
    String(bare.performance),
    [bare.accessibility, bare.bestPractices, bare.seo].join(' / '),
    `${bare.lcpMs} (1×)`,
    cls(bare.cls),
    String(bare.tbtMs),
    `${kb(bare.scriptBytes)} (1×)`,
    kb(bare.htmlRawBytes, 1),
    kb(bare.htmlGzipBytes, 1),
  ].join(' | ');
  const missed = results.pages.filter((page) => page.misses.length > 0).length;
  return [
    `Last run: ${results.date.slice(0, 10)}, commit ${results.commit}${results.dirty ? ' with uncommitted changes' : ''}, ` +
      `median of ${results.runs} Lighthouse (mobile) run(s) per page; ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}` +
      `${machine.note ? `; ${machine.note}` : ''}. ${missed === 0 ? 'Every page meets every budget.' : `${missed} of ${results.pages.length} pages miss a budget (✗).`}`,
    '',
    '| page | perf | a11y / bp / seo | LCP ms (× bare) | CLS | TBT ms | script KB (× bare) | HTML KB | HTML gz KB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${bareRow} |`,
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

function readmeOnly(file: string): void {
  const results = JSON.parse(readFileSync(path.resolve(REPO, file), 'utf8')) as BenchResults;
  rewriteReadmeBlock('bench', readmeTable(results));
}

async function main() {
  const pagesOption = option('--pages');
  const full = !pagesOption;
  const out = option('--out') ?? (full ? 'bench/results.json' : 'bench-results/bench.json');
  if (process.argv.includes('--readme-only')) {
    readmeOnly(out);
    return;
  }
  const runs = Math.round(numberOption('--runs', 3));
  const port = Math.round(numberOption('--port', 3130));
  const barePort = port + 1;
  const pages = pagesOption ? pagesOption.split(',').map((page) => page.trim()).filter(Boolean) : locales.flatMap(localizedPagePaths);
  const origin = `http://localhost:${port}`;
  const bareOrigin = `http://localhost:${barePort}`;

  // A server left on a port would be measured instead of this build, and would answer with mismatched chunks.
  for (const address of [origin, bareOrigin]) {
    if (await portIsTaken(address)) {
      console.error(`Port ${address} is already in use: stop what is serving it and run the benchmark again.`);
      process.exit(1);
    }
  }
  // Canonical and hreflang URLs are absolute, so the measured build must know the address it is served from.
  const benchEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next-bench', SITE_URL: origin };
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: benchEnv, cwd: REPO });
    if (built.status !== 0) process.exit(built.status ?? 1);
    buildBarePage();
  }
  const bareEnv: NodeJS.ProcessEnv = { ...benchEnv };
  delete bareEnv.NEXT_DIST_DIR;
  delete bareEnv.SITE_URL;
  // The site as `npm start` serves it, and the bare page by plain `next start`: both compressed by Next.
  let site: Server | undefined;
  let bare: Server | undefined;
  let passed = false;
  const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    site = startServer('site', undefined, port, benchEnv);
    bare = startServer('bare page', BARE_DIR, barePort, bareEnv);
    await waitForServer(`${origin}/es`);
    await waitForServer(bareOrigin + BARE_PATH);
    for (const page of pages) await warmUp(origin, page);
    await warmUp(bareOrigin, BARE_PATH);

    console.log(`Median of ${runs} Lighthouse (mobile) run(s) per page, ${pages.length} page(s), bare page ${bareOrigin}${BARE_PATH}.`);
    const bareBefore = await lighthouseRuns(bareOrigin + BARE_PATH, chrome.port, runs);
    const measured: { path: string; samples: Sample[]; heldBack: number }[] = [];
    for (const page of pages) {
      const { samples, heldBack } = await lighthouseRuns(origin + page, chrome.port, runs);
      measured.push({ path: page, samples, heldBack });
      const perf = samples.map((sample) => sample.performance).join(',');
      console.log(`  ${page}: perf ${perf}; LCP ${Math.round(median(samples.map((sample) => sample.lcpMs)))} ms${heldBack ? `; ${heldBack} held back` : ''}`);
    }
    const bareAfter = await lighthouseRuns(bareOrigin + BARE_PATH, chrome.port, runs);
    const bareFigures = await figures(bareOrigin, BARE_PATH, [...bareBefore.samples, ...bareAfter.samples], bareBefore.heldBack + bareAfter.heldBack);
    const pageResults: PageResult[] = [];
    for (const { path: page, samples, heldBack } of measured) {
      const pageFigures = await figures(origin, page, samples, heldBack);
      pageResults.push({ path: page, ...pageFigures, ...missesOf(page, pageFigures, bareFigures) });
    }
    const { commit, dirty } = commitNote();
    const results: BenchResults = {
      date: new Date().toISOString(),
      commit,
      dirty,
      machine: machineNote(),
      runs,
      budgets,
      bare: bareFigures,
      pages: pageResults,
      passed: pageResults.every((page) => page.misses.length === 0),
    };
    console.log('');
    consoleTable(results);
    writeJson(out, results);
    if (full || process.argv.includes('--readme')) rewriteReadmeBlock('bench', readmeTable(results));
    console.log(results.passed ? '\nEvery page meets its budgets.' : '\nSome pages miss a budget (✗).');
    passed = results.passed;
  } finally {
    chrome.kill();
    stopServer(site);
    stopServer(bare);
  }
  process.exit(passed ? 0 : 1);
}

/**
 * A first request renders a page's images through the optimizer and fills its cache; a deployment serves them from a
 * CDN. Each page and its optimized images are requested once before measuring, so the numbers describe a warm site.
 */
async function warmUp(origin: string, pathname: string): Promise<void> {
  const html = await (await fetch(origin + pathname)).text();
  const images = new Set([...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&')));
  await Promise.all([...images].map((src) => fetch(origin + src, { headers: { accept: 'image/webp' } }).then((r) => r.arrayBuffer())));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
