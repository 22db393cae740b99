/** What `npm run load` records, and the README table it writes from it. */
import type autocannon from 'autocannon';
import { loadBudgets } from './bench-budgets';
import type { machineNote } from './bench-servers';
import { WAY_NAMES, type Way } from './bench-table';

export type Run = {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerResponse: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Non-2xx answers are expected here (the write runs meet their rate limits); only 5xx and errors fail them. */
  refusalsExpected: boolean;
  ok: boolean;
};

/** One autocannon result as the table records it; `ok` when nothing failed that should not have. */
export function runOf(name: string, result: autocannon.Result, seconds: number, refusalsExpected = false): Run {
  const run: Run = {
    name,
    url: result.url,
    connections: result.connections,
    seconds,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    '2xx': result['2xx'],
    '4xx': result['4xx'],
    '5xx': result['5xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    refusalsExpected,
    ok:
      result.errors === 0 && result.timeouts === 0 && result['5xx'] === 0 && (refusalsExpected || result.non2xx === 0),
  };
  return run;
}

/** A run's line under the console's header. */
export function printRun(run: Run): void {
  console.log(
    run.name.padEnd(34),
    String(run.requests).padStart(7),
    String(run.reqPerSec).padStart(7),
    String(run.p50Ms).padStart(6),
    String(run.p99Ms).padStart(6),
    String((run.bytesPerResponse / 1024).toFixed(1)).padStart(8),
    String(run['2xx']).padStart(6),
    String(run['4xx']).padStart(6),
    String(run['5xx']).padStart(4),
    String(run.errors + run.timeouts).padStart(6),
    run.ok ? '' : '  ✗',
  );
}

export type MediaReport = {
  imageUrl: string;
  optimizerCache: string;
  variantUrl: string;
  cacheControl: string;
  etag: string;
  revalidates: boolean;
  cacheFilesBefore: number;
  cacheFilesAfter: number;
};

/** The home page against the bare page on one way of serving. */
export type WayFigures = {
  way: Way;
  encoding: { home: string; bare: string };
  ratios: { homeShareOfBare: number; homeP99OverBare: number };
};

export type LoadResults = {
  date: string;
  commit: string;
  dirty: boolean;
  machine: ReturnType<typeof machineNote>;
  budgets: typeof loadBudgets;
  ways: WayFigures[];
  runs: Run[];
  media: MediaReport | null;
  stored: { bookings: number; contacts: number; bookingsAnswered: number; contactsAnswered: number };
  failures: string[];
  passed: boolean;
};

function wayLine({ way, ratios, encoding }: WayFigures): string {
  return (
    `${WAY_NAMES[way]}: the home page serves ${Math.round(ratios.homeShareOfBare * 100)} % of the bare page's requests ` +
    `a second (budget ≥ ${loadBudgets.homeShareOfBareMin * 100} %), its p99 is ${ratios.homeP99OverBare.toFixed(2)}× ` +
    `the bare page's (budget ≤ ${loadBudgets.homeP99OverBareMax}×); answered in ${encoding.home} (the bare page in ` +
    `${encoding.bare}).`
  );
}

export function readmeTable(results: LoadResults): string {
  const { machine, media, stored } = results;
  const rows = results.runs.map((run) =>
    [
      run.name,
      run.requests,
      run.reqPerSec,
      run.p50Ms,
      run.p99Ms,
      (run.bytesPerResponse / 1024).toFixed(1),
      run['2xx'],
      run['4xx'],
      run['5xx'],
      run.errors + run.timeouts,
    ].join(' | '),
  );
  const mediaLine = media
    ? `Media: \`/_next/image\` answered \`X-Nextjs-Cache: ${media.optimizerCache}\`; the \`/media\` variant ` +
      `\`${media.cacheControl}\`, its ETag revalidated to 304: ${media.revalidates ? 'yes' : 'no'}; variant cache ` +
      `${media.cacheFilesBefore} → ${media.cacheFilesAfter} files during its run.`
    : '';
  const storedLine =
    `Stored: ${stored.bookings} bookings for ${stored.bookingsAnswered} answered 201, ${stored.contacts} messages ` +
    `for ${stored.contactsAnswered} answered 201.`;
  return [
    `Last run: ${results.date.slice(0, 10)}, commit ${results.commit}${results.dirty ? ' with uncommitted changes' : ''}; ` +
      `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}${machine.note ? `; ${machine.note}` : ''}.`,
    '',
    '| run | requests | req/s | p50 ms | p99 ms | KB/response | 2xx | 4xx | 5xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
    '',
    ...results.ways.map(wayLine).map((line) => `- ${line}`),
    '',
    [mediaLine, storedLine].filter(Boolean).join(' ') +
      (results.failures.length ? `\n\nFailed: ${results.failures.join('; ')}.` : ''),
  ].join('\n');
}
