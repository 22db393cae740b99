/**
 * The budgets `npm run bench` and `npm run load` hold the site to, against the bare Next page served the same way in
 * the same run. Pure, so tests/unit/bench-budgets.test.ts checks them.
 */
import { locales } from '../lib/i18n/locales';
import { hrefFor } from '../lib/i18n/page-paths';

export const KB = 1024;

export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.5,
  hydratedRatio: 1.5,
  /** CLS is held to 0: anything from 0.001 up is a miss (it is printed with 3 decimals). */
  clsBelow: 0.001,
  tbtMs: 100,
  scriptRatio: 1.15,
  htmlRawBytes: 150 * KB,
  homeHtmlRawBytes: 80 * KB,
  homeHtmlGzipBytes: 25 * KB,
} as const;

/** The home page in each language: /es, /en, /it. */
export const homePaths: ReadonlySet<string> = new Set(locales.map((locale) => hrefFor(locale, '/')));

/** What the budgets read of a page (or of the bare page). */
export type BudgetFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** When the page's root had hydrated (the `hydrated` user-timing mark). */
  hydratedMs: number;
  /** Lighthouse's transfer size of every script the page loaded. */
  scriptBytes: number;
  htmlRawBytes: number;
  htmlGzipBytes: number;
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export type Ratios = { lcpRatio: number; hydratedRatio: number; scriptRatio: number };

/**
 * The budgets a page misses, by name, against the bare page of the same run and way of serving. Under simulated
 * throttling (kept for comparison) only the scores and CLS count; devtools throttling decides the timings.
 * A figure that is not a number misses.
 */
export function missesOf(
  pathname: string,
  page: BudgetFigures,
  bare: BudgetFigures,
  method: 'devtools' | 'simulate' = 'devtools',
): Ratios & { misses: string[] } {
  const ratios: Ratios = {
    lcpRatio: round3(page.lcpMs / bare.lcpMs),
    hydratedRatio: round3(page.hydratedMs / bare.hydratedMs),
    scriptRatio: round3(page.scriptBytes / bare.scriptBytes),
  };
  const home = homePaths.has(pathname);
  const timed = method === 'devtools';
  const checks: [string, boolean][] = [
    ['perf', page.performance >= budgets.performance],
    ['a11y', page.accessibility >= budgets.accessibility],
    ['bp', page.bestPractices >= budgets.bestPractices],
    ['seo', page.seo >= budgets.seo],
    ['LCP', !timed || ratios.lcpRatio <= budgets.lcpRatio],
    ['hydrated', !timed || ratios.hydratedRatio <= budgets.hydratedRatio],
    ['CLS', page.cls < budgets.clsBelow],
    ['TBT', !timed || page.tbtMs <= budgets.tbtMs],
    ['script', ratios.scriptRatio <= budgets.scriptRatio],
    ['HTML', page.htmlRawBytes <= (home ? budgets.homeHtmlRawBytes : budgets.htmlRawBytes)],
    ['HTML gz', !home || page.htmlGzipBytes <= budgets.homeHtmlGzipBytes],
  ];
  return { ...ratios, misses: checks.filter(([, met]) => !met).map(([name]) => name) };
}

/** CLS as printed: 3 decimals, below 0.001 shown as 0. */
export const clsShown = (value: number) => (value < budgets.clsBelow ? 0 : value).toFixed(3);

export const loadBudgets = { homeShareOfBareMin: 0.35, homeP99OverBareMax: 3 } as const;

type LoadFigures = { reqPerSec: number; p99Ms: number };

/** The home page's throughput and p99 against the bare page's, and the load budgets they miss. */
export function loadMisses(
  home: LoadFigures,
  bare: LoadFigures,
): { homeShareOfBare: number; homeP99OverBare: number; misses: string[] } {
  const homeShareOfBare = round3(home.reqPerSec / bare.reqPerSec);
  const homeP99OverBare = round3(home.p99Ms / bare.p99Ms);
  const misses: string[] = [];
  if (!(homeShareOfBare >= loadBudgets.homeShareOfBareMin)) {
    misses.push(
      `home: ${Math.round(homeShareOfBare * 100)} % of the bare page's req/s (budget ≥ ${loadBudgets.homeShareOfBareMin * 100} %)`,
    );
  }
  if (!(homeP99OverBare <= loadBudgets.homeP99OverBareMax)) {
    misses.push(
      `home: p99 ${homeP99OverBare.toFixed(2)}× the bare page's (budget ≤ ${loadBudgets.homeP99OverBareMax}×)`,
    );
  }
  return { homeShareOfBare, homeP99OverBare, misses };
}
