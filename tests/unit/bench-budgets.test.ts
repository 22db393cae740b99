import { describe, expect, it } from 'vitest';
import { budgets, clsShown, KB, loadMisses, missesOf, type BudgetFigures } from '@/scripts/bench-budgets';

const bare: BudgetFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 700,
  cls: 0,
  tbtMs: 20,
  hydratedMs: 1000,
  scriptBytes: 137_000,
  htmlRawBytes: 5_000,
  htmlGzipBytes: 1_800,
};
// A page exactly at every budget: what the issue allows, and no more.
const atBudget: BudgetFigures = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1050,
  cls: 0.0009,
  tbtMs: 100,
  hydratedMs: 1500,
  scriptBytes: 157_550,
  htmlRawBytes: 80 * KB,
  htmlGzipBytes: 25 * KB,
};

describe('bench budgets', () => {
  it('passes a home page exactly at every budget, with its ratios to the bare page', () => {
    expect(missesOf('/es', atBudget, bare)).toEqual({
      lcpRatio: 1.5,
      hydratedRatio: 1.5,
      scriptRatio: 1.15,
      misses: [],
    });
  });

  it('names every budget a page misses', () => {
    const page: BudgetFigures = {
      performance: 97,
      accessibility: 99,
      bestPractices: 96,
      seo: 92,
      lcpMs: 1051,
      cls: 0.001,
      tbtMs: 101,
      hydratedMs: 1501,
      scriptBytes: 157_700,
      htmlRawBytes: 80 * KB + 1,
      htmlGzipBytes: 25 * KB + 1,
    };
    expect(missesOf('/it', page, bare).misses).toEqual([
      'perf',
      'a11y',
      'bp',
      'seo',
      'LCP',
      'hydrated',
      'CLS',
      'TBT',
      'script',
      'HTML',
      'HTML gz',
    ]);
  });

  it('under simulated throttling holds the scores, CLS, script and sizes, not the timings', () => {
    const slow = { ...atBudget, lcpMs: 5000, hydratedMs: 9000, tbtMs: 900 };
    expect(missesOf('/es', slow, bare, 'simulate').misses).toEqual([]);
    expect(missesOf('/es', slow, bare, 'devtools').misses).toEqual(['LCP', 'hydrated', 'TBT']);
    expect(missesOf('/es', { ...slow, performance: 97, cls: 0.01 }, bare, 'simulate').misses).toEqual(['perf', 'CLS']);
  });

  it('holds only the home pages to 80 KB raw and 25 KB gzipped, every page to 150 KB raw', () => {
    const big = { ...atBudget, htmlRawBytes: 150 * KB, htmlGzipBytes: 40 * KB };
    expect(missesOf('/en/arquitectura', big, bare).misses).toEqual([]);
    expect(missesOf('/en', big, bare).misses).toEqual(['HTML', 'HTML gz']);
    expect(missesOf('/en/arquitectura', { ...big, htmlRawBytes: 150 * KB + 1 }, bare).misses).toEqual(['HTML']);
  });

  it('counts a figure that is not a number as a miss, not a pass', () => {
    const unknown = { ...atBudget, lcpMs: NaN, hydratedMs: NaN, scriptBytes: NaN };
    expect(missesOf('/es/servicios', unknown, bare).misses).toEqual(['LCP', 'hydrated', 'script']);
  });

  it('prints CLS with three decimals, below 0.001 as 0', () => {
    expect(clsShown(0.0004)).toBe('0.000');
    expect(clsShown(budgets.clsBelow)).toBe('0.001');
    expect(clsShown(0.0126)).toBe('0.013');
  });

  it('holds the home page to 35 % of the bare page’s requests a second and 3× its p99', () => {
    expect(loadMisses({ reqPerSec: 350, p99Ms: 300 }, { reqPerSec: 1000, p99Ms: 100 })).toEqual({
      homeShareOfBare: 0.35,
      homeP99OverBare: 3,
      misses: [],
    });
    expect(loadMisses({ reqPerSec: 349, p99Ms: 301 }, { reqPerSec: 1000, p99Ms: 100 }).misses).toHaveLength(2);
  });
});
