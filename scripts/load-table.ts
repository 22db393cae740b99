/** What `npm run load` records, and the README table it writes from it. */
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
