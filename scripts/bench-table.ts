/** What `npm run bench` records and prints: one set of figures per way of serving and throttling method. */
import { budgets, clsShown, type BudgetFigures, type Ratios } from './bench-budgets';
import type { Method } from './bench-lighthouse';
import { kb, machineNote } from './bench-servers';

export type Way = 'npm-start' | 'vercel-like';
export const WAY_NAMES: Record<Way, string> = {
  'npm-start': '`npm start`',
  'vercel-like': 'Vercel-like (`next start` behind nginx, brotli)',
};

export type Figures = BudgetFigures & {
  htmlCompressedBytes: number;
  htmlEncoding: string;
  lighthouseRuns: number;
  heldBack: number;
  performanceRuns: number[];
};
export type PageResult = Figures & Ratios & { path: string; misses: string[] };
export type Measured = { way: Way; method: Method; bare: Figures; pages: PageResult[] };
export type BenchResults = {
  date: string;
  commit: string;
  dirty: boolean;
  machine: ReturnType<typeof machineNote>;
  runs: number;
  budgets: typeof budgets;
  measured: Measured[];
  passed: boolean;
};

const ratio = (value: number) => `${value.toFixed(2)}×`;
const mark = (page: PageResult | undefined, name: string, text: string) =>
  page?.misses.includes(name) ? `${text} ✗` : text;

/** One row's cells; the bare page (no result) is the floor, 1× by definition. */
function cells(figures: Figures, page?: PageResult): string[] {
  const scores = [figures.accessibility, figures.bestPractices, figures.seo].join(' / ');
  return [
    mark(page, 'perf', String(figures.performance)),
    ['a11y', 'bp', 'seo'].some((name) => page?.misses.includes(name)) ? `${scores} ✗` : scores,
    `${figures.lcpMs} (${mark(page, 'LCP', ratio(page?.lcpRatio ?? 1))})`,
    `${figures.hydratedMs} (${mark(page, 'hydrated', ratio(page?.hydratedRatio ?? 1))})`,
    mark(page, 'CLS', clsShown(figures.cls)),
    mark(page, 'TBT', String(figures.tbtMs)),
    `${kb(figures.scriptBytes)} (${mark(page, 'script', ratio(page?.scriptRatio ?? 1))})`,
    `${mark(page, 'HTML', kb(figures.htmlRawBytes, 1))} / ${mark(page, 'HTML gz', kb(figures.htmlGzipBytes, 1))} / ` +
      kb(figures.htmlCompressedBytes, 1),
  ];
}

const HEADER = [
  'page',
  'perf',
  'a11y / bp / seo',
  'LCP ms (× bare)',
  'hydrated ms (× bare)',
  'CLS',
  'TBT ms',
  'script KB (× bare)',
  'HTML KB raw / gz / sent',
];

function setTitle(set: Measured): string {
  const missed = set.pages.filter((page) => page.misses.length > 0).length;
  const verdict =
    missed === 0 ? 'every page within budget' : `${missed} of ${set.pages.length} pages miss a budget (✗)`;
  const method = set.method === 'devtools' ? 'devtools throttling (decides)' : 'simulated throttling (comparison)';
  return `${WAY_NAMES[set.way]}, ${method}: ${verdict}.`;
}

export function consoleTable(results: BenchResults): void {
  for (const set of results.measured) {
    console.log(`\n${setTitle(set)}`);
    const pages = set.pages.map((page) => [page.path, ...cells(page, page)]);
    const rows = [HEADER, ['bare Next page', ...cells(set.bare)], ...pages];
    const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
    for (const row of rows)
      console.log(
        row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join('  ')
          .trimEnd(),
      );
  }
}

export function readmeTable(results: BenchResults): string {
  const { machine } = results;
  const sets = results.measured.map((set) =>
    [
      `**${setTitle(set)}**`,
      '',
      `| ${HEADER.join(' | ')} |`,
      `| --- |${' ---: |'.repeat(HEADER.length - 1)}`,
      `| bare Next page | ${cells(set.bare).join(' | ')} |`,
      ...set.pages.map((page) => `| \`${page.path}\` | ${cells(page, page).join(' | ')} |`),
    ].join('\n'),
  );
  return [
    `Last run: ${results.date.slice(0, 10)}, commit ${results.commit}${results.dirty ? ' with uncommitted changes' : ''}, ` +
      `median of ${results.runs} Lighthouse (mobile) run(s) per page; ${machine.cpus} × ${machine.cpuModel}, ` +
      `Node ${machine.node}${machine.note ? `; ${machine.note}` : ''}. ` +
      (results.passed ? 'Every page meets every budget.' : 'Some pages miss a budget (✗).'),
    ...sets,
  ].join('\n\n');
}
