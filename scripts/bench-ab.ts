/**
 * Same-run A/B of two servers already running (say the parent commit's build and this one's), so the machine's noise
 * falls on both alike: Lighthouse (mobile) alternates between them page by page, run by run, in one browser.
 * Usage: npx tsx scripts/bench-ab.ts http://localhost:3130 http://localhost:3131 [--runs N] [--pages /es,/en/…]
 *        [--method devtools|simulate]
 * Build each with SITE_URL set to its own origin.
 */
import * as chromeLauncher from 'chrome-launcher';
import { locales } from '../lib/i18n/locales';
import { localizedPagePaths } from '../lib/i18n/page-paths';
import { lighthouseRuns, medians, type Method, type Sample } from './bench-lighthouse';
import { htmlSizes, kb, option } from './bench-servers';
import { chromiumArgs, chromiumExecutable } from './chromium-path';

const [baseOrigin, newOrigin] = process.argv.slice(2).filter((argument) => argument.startsWith('http'));
const runs = Math.max(1, Number(option('--runs')) || 3);
const method: Method = option('--method') === 'simulate' ? 'simulate' : 'devtools';
const pages = option('--pages')?.split(',') ?? locales.flatMap(localizedPagePaths);

const columns: [string, (sample: Sample) => string][] = [
  ['perf', (sample) => String(sample.performance)],
  ['LCP ms', (sample) => String(sample.lcpMs)],
  ['hydrated ms', (sample) => String(sample.hydratedMs)],
  ['TBT ms', (sample) => String(sample.tbtMs)],
  ['script KB', (sample) => kb(sample.scriptBytes, 1)],
];

async function main() {
  if (!baseOrigin || !newOrigin) {
    console.error('Usage: npx tsx scripts/bench-ab.ts <base origin> <new origin> [--runs N] [--pages /es,/en]');
    process.exit(2);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    console.log(
      `Median of ${runs} alternating run(s) per page, ${method} throttling; base ${baseOrigin}, new ${newOrigin}.`,
    );
    console.log(
      ['page'.padEnd(28), ...columns.map(([name]) => `${name} base→new`.padEnd(22)), 'HTML KB raw / br'].join(' '),
    );
    for (const path of pages) {
      const samples: Record<'base' | 'new', Sample[]> = { base: [], new: [] };
      for (let run = 0; run < runs; run++) {
        // Alternate which side goes first, so neither always meets a warmer or colder machine.
        const order = run % 2 === 0 ? (['base', 'new'] as const) : (['new', 'base'] as const);
        for (const side of order) {
          const origin = side === 'base' ? baseOrigin : newOrigin;
          samples[side].push(...(await lighthouseRuns(origin + path, chrome.port, 1, method)).samples);
        }
      }
      const [base, next] = [medians(samples.base), medians(samples.new)];
      const [htmlBase, htmlNew] = [await htmlSizes(baseOrigin + path), await htmlSizes(newOrigin + path)];
      const html = (sizes: typeof htmlBase) => `${kb(sizes.rawBytes, 1)} / ${kb(sizes.compressedBytes, 1)}`;
      const cells = columns.map(([, cell]) => `${cell(base)}→${cell(next)}`.padEnd(22));
      console.log([path.padEnd(28), ...cells, `${html(htmlBase)} → ${html(htmlNew)}`].join(' '));
    }
  } finally {
    chrome.kill();
  }
}

void main();
