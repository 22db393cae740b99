/**
 * Lighthouse runs for `npm run bench`: one page, N clean runs under one throttling method, reduced to medians.
 * Devtools throttling slows the real network and CPU (what visitors feel); simulated throttling replays an unthrottled
 * load through Lighthouse's model (what PageSpeed Insights shows). User-timing marks are real only under devtools.
 */
import lighthouse, { type Flags } from 'lighthouse';
import type { BudgetFigures } from './bench-budgets';
import { LIGHTHOUSE_FLAGS } from './bench-servers';
import { firstFrameWait, type TraceEvent } from './withheld-frames';

export type Method = 'devtools' | 'simulate';
export const METHODS: readonly Method[] = ['devtools', 'simulate'];

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** One run's figures: the budgets' own but the HTML's, which are fetched once per page. */
export type Sample = Omit<BudgetFigures, 'htmlRawBytes' | 'htmlGzipBytes'>;
export type Runs = { samples: Sample[]; heldBack: number };

export const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

function sampleOf(lhr: Lhr): Sample {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const detailItems = <T>(id: string): T[] => {
    const details = lhr.audits[id]?.details;
    return details && 'items' in details ? (details.items as T[]) : [];
  };
  const resources = detailItems<{ resourceType?: string; transferSize?: number }>('resource-summary');
  const marks = detailItems<{ name?: string; startTime?: number }>('user-timings');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    hydratedMs: marks.find((mark) => mark.name === 'hydrated')?.startTime ?? NaN,
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
  };
}

/**
 * N clean runs of a URL. A run whose first frame headless Chromium held back (withheld-frames.ts) is measured again,
 * up to N extra attempts; if too few clean runs remain, held-back ones fill the gap and are counted.
 */
export async function lighthouseRuns(url: string, port: number, runs: number, method: Method): Promise<Runs> {
  const flags: Flags = { port, ...LIGHTHOUSE_FLAGS, throttlingMethod: method };
  const clean: Sample[] = [];
  const heldBack: Sample[] = [];
  for (let attempt = 0; attempt < runs * 2 && clean.length < runs; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    const events = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
    (firstFrameWait(events)?.withheld ? heldBack : clean).push(sampleOf(result.lhr));
  }
  return { samples: [...clean, ...heldBack.slice(0, Math.max(0, runs - clean.length))], heldBack: heldBack.length };
}

/** The median of each figure over the runs, rounded as the table shows them. */
export function medians(samples: Sample[]): Sample {
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcpMs')),
    cls: pick('cls'),
    tbtMs: Math.round(pick('tbtMs')),
    hydratedMs: Math.round(pick('hydratedMs')),
    scriptBytes: Math.round(pick('scriptBytes')),
  };
}
