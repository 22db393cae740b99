/**
 * Same-run A/B of two servers already running (for example the parent commit's build and this one's), so that the
 * machine's noise falls on both alike: Lighthouse (mobile) alternates between them page by page, run by run, in one
 * browser, and the table gives each side's median performance, LCP and TBT with its first-load JavaScript and its HTML
 * as sent raw and gzipped (KB = 1024 bytes).
 * Usage: npx tsx scripts/bench-ab.ts http://localhost:3130 http://localhost:3131 [--runs N] [--pages /es,/en/…]
 * Each server must be a production build served with `next start`; build each with SITE_URL set to its own origin.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { locales } from '../lib/i18n/locales';
import { localizedPagePaths } from '../lib/i18n/page-paths';
import { firstLoadJsGzBytes, htmlSizes, KB, kb, LIGHTHOUSE_FLAGS, option } from './bench-servers';
import { chromiumArgs, chromiumExecutable } from './chromium-path';

const [baseOrigin, newOrigin] = process.argv.slice(2).filter((argument) => argument.startsWith('http'));
const runs = Math.max(1, Number(option('--runs')) || 3);
const pages = option('--pages')?.split(',') ?? locales.flatMap(localizedPagePaths);

type Sample = { performance: number; lcp: number; tbt: number };

async function firstLoadJsKb(origin: string, path: string): Promise<number> {
  return Math.round((await firstLoadJsGzBytes(origin, path)) / KB);
}

async function sample(origin: string, path: string, port: number): Promise<Sample> {
  const result = await lighthouse(origin + path, { port, ...LIGHTHOUSE_FLAGS, onlyCategories: ['performance'] });
  if (!result?.lhr) throw new Error(`no Lighthouse result for ${origin}${path}`);
  const audit = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  if (!baseOrigin || !newOrigin) {
    console.error('Usage: npx tsx scripts/bench-ab.ts <base origin> <new origin> [--runs N] [--pages /es,/en]');
    process.exit(2);
  }
  const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    console.log(`Median of ${runs} alternating Lighthouse run(s) per page; base ${baseOrigin}, new ${newOrigin}.`);
    console.log('page'.padEnd(30), 'perf base→new  LCP ms base→new  TBT ms base→new  JS kB base→new  HTML KB base→new  gz KB base→new  runs base | new');
    for (const path of pages) {
      const samples: Record<'base' | 'new', Sample[]> = { base: [], new: [] };
      for (const origin of [baseOrigin, newOrigin]) await fetch(origin + path).then((response) => response.text());
      for (let run = 0; run < runs; run++) {
        // Alternate which side goes first, so neither always meets a warmer or colder machine.
        const order = run % 2 === 0 ? (['base', 'new'] as const) : (['new', 'base'] as const);
        for (const side of order) samples[side].push(await sample(side === 'base' ? baseOrigin : newOrigin, path, chrome.port));
      }
      const pick = (side: 'base' | 'new', key: keyof Sample) => median(samples[side].map((entry) => entry[key]));
      const [jsBase, jsNew] = [await firstLoadJsKb(baseOrigin, path), await firstLoadJsKb(newOrigin, path)];
      const [htmlBase, htmlNew] = [await htmlSizes(baseOrigin + path), await htmlSizes(newOrigin + path)];
      console.log(
        path.padEnd(30),
        `${pick('base', 'performance')}→${pick('new', 'performance')}`.padEnd(14),
        `${pick('base', 'lcp')}→${pick('new', 'lcp')}`.padEnd(16),
        `${pick('base', 'tbt')}→${pick('new', 'tbt')}`.padEnd(16),
        `${jsBase}→${jsNew}`.padEnd(15),
        `${kb(htmlBase.rawBytes, 1)}→${kb(htmlNew.rawBytes, 1)}`.padEnd(17),
        `${kb(htmlBase.gzipBytes, 1)}→${kb(htmlNew.gzipBytes, 1)}`.padEnd(14),
        `${samples.base.map((entry) => entry.performance).join(',')} | ${samples.new.map((entry) => entry.performance).join(',')}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

void main();
