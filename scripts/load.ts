/**
 * Load and abuse test of the production build (README "Load"), beside the bare Next page (bench/bare) served the same
 * way, in the same run:
 *  1. on each way of serving (`npm start`, then `next start` behind nginx with brotli), the bare page, then the home
 *     page /es, 50 connections for 60 s each, with a browser's Accept-Encoding. Budgets: the home page serves ≥ 35 %
 *     of the bare page's requests a second, its p99 is ≤ 3× the bare page's, and nothing answers but 2xx;
 *  2. an image of the home page, 50 connections for 10 s each, by its /_next/image URL (from the optimizer's cache)
 *     and straight from the media route (public, immutable, an ETag that revalidates to 304, nothing encoded again);
 *  3. 20 s of bookings, contact messages and gallery passwords from a few clients each, into their rate limits.
 * It fails on any connection error, timeout or 5xx, a missed budget or cache check, and a submission answered 2xx that
 * is missing from the database. Figures go to bench/load.json and the README's load table.
 *
 * Usage: npm run load [-- --home-seconds 60 --media-seconds 10 --write-seconds 20 --port 3140 --no-build --note "…"]
 *   --port  the site's port (the bare page on the next one, the upstreams behind nginx on +10 and +11);
 *   --no-build  serve the last builds; --out  the JSON's file (default bench/load.json with the default durations,
 *   else bench-results/load.json); --readme  rewrite the README's table from a shorter run too; --readme-only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import {
  BARE_PATH,
  buildBarePage,
  commitNote,
  machineNote,
  numberOption,
  option,
  portIsTaken,
  rawGet,
  REPO,
  rewriteReadmeBlock,
  waitForServer,
  writeJson,
} from './bench-servers';
import { loadBudgets, loadMisses } from './bench-budgets';
import { serveWay, stopWay, type Served } from './bench-nginx';
import type { Way } from './bench-table';
import { post, slots } from './load-requests';
import {
  printRun,
  readmeTable,
  runOf,
  type LoadResults,
  type MediaReport,
  type Run,
  type WayFigures,
} from './load-table';

const port = Math.round(numberOption('--port', 3140));
const origin = `http://127.0.0.1:${port}`;
const bareOrigin = `http://127.0.0.1:${port + 1}`;
const dataDir = path.resolve(REPO, '.data/load');
const mediaCacheDir = path.join(dataDir, 'media-cache');
const homeSeconds = numberOption('--home-seconds', 60);
const mediaSeconds = numberOption('--media-seconds', 10);
const writeSeconds = numberOption('--write-seconds', 20);
const defaultDurations = homeSeconds === 60 && mediaSeconds === 10 && writeSeconds === 20;
const out = option('--out') ?? (defaultDurations ? 'bench/load.json' : 'bench-results/load.json');
const CONNECTIONS = 50;
/** What a browser sends for a page: the server may answer with any of these encodings. */
const browserHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'es-ES,es;q=0.9',
};

const runs: Run[] = [];
const failures: string[] = [];

function record(name: string, result: autocannon.Result, seconds: number, refusalsExpected = false): Run {
  const run = runOf(name, result, seconds, refusalsExpected);
  if (!run.ok)
    failures.push(`${name}: ${run.errors} errors, ${run.timeouts} timeouts, ${run['5xx']} 5xx, ${run.non2xx} non-2xx`);
  runs.push(run);
  printRun(run);
  return run;
}

function get(url: string, seconds: number, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

const cacheFiles = () =>
  existsSync(mediaCacheDir) ? readdirSync(mediaCacheDir).filter((name) => name.endsWith('.img')).length : 0;
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** The home page's first optimized image, by its /_next/image URL and as the same size from the media route. */
async function mediaRuns(): Promise<MediaReport | undefined> {
  const html = await (await fetch(`${origin}/es`)).text();
  const imageUrl = /\/_next\/image\?[^"\s,]+/.exec(html)?.[0].replaceAll('&amp;', '&');
  if (!imageUrl) {
    failures.push('media: the home page has no /_next/image URL');
    return undefined;
  }
  const params = new URL(imageUrl, origin).searchParams;
  const source = params.get('url') ?? '';
  if (!source.startsWith('/media/')) {
    failures.push(`media: the home page's first image is not from the media route (${source})`);
    return undefined;
  }
  const imageHeaders = {
    accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
  };
  // The first request encodes (and fills the caches); what follows must come from them.
  await rawGet(origin + imageUrl, imageHeaders);
  const optimizerCache = header((await rawGet(origin + imageUrl, imageHeaders)).headers['x-nextjs-cache']);
  record(
    `/_next/image, ${CONNECTIONS} conn, ${mediaSeconds}s`,
    await get(origin + imageUrl, mediaSeconds, imageHeaders),
    mediaSeconds,
  );
  const optimizerAfter = header((await rawGet(origin + imageUrl, imageHeaders)).headers['x-nextjs-cache']);
  if (optimizerCache !== 'HIT' || optimizerAfter !== 'HIT') {
    failures.push(
      `media: /_next/image answered X-Nextjs-Cache ${optimizerCache || 'none'} / ${optimizerAfter || 'none'}, not HIT, on a repeated request`,
    );
  }

  const variantUrl = `${source}?w=${params.get('w') ?? ''}&q=${params.get('q') ?? ''}`;
  const first = await rawGet(origin + variantUrl, imageHeaders);
  if (first.status !== 200) failures.push(`media: ${variantUrl} answered ${first.status}`);
  const cacheControl = header(first.headers['cache-control']);
  const etag = header(first.headers.etag);
  const revalidates =
    etag !== '' && (await rawGet(origin + variantUrl, { ...imageHeaders, 'if-none-match': etag })).status === 304;
  const cacheFilesBefore = cacheFiles();
  record(
    `/media variant, ${CONNECTIONS} conn, ${mediaSeconds}s`,
    await get(origin + variantUrl, mediaSeconds, imageHeaders),
    mediaSeconds,
  );
  const cacheFilesAfter = cacheFiles();
  if (!/\bpublic\b/.test(cacheControl) || !/\bimmutable\b/.test(cacheControl))
    failures.push(`media: ${variantUrl} is not public and immutable (${cacheControl})`);
  if (!revalidates) failures.push(`media: ${variantUrl} does not answer 304 to its own ETag`);
  if (cacheFilesBefore === 0 || cacheFilesAfter !== cacheFilesBefore) {
    failures.push(
      `media: the variant cache held ${cacheFilesBefore} files before the run and ${cacheFilesAfter} after (expected the same, not 0)`,
    );
  }
  return {
    imageUrl,
    optimizerCache: optimizerAfter,
    variantUrl,
    cacheControl,
    etag,
    revalidates,
    cacheFilesBefore,
    cacheFilesAfter,
  };
}

/** The bare page, then the home page, 50 connections each, on one way of serving; misses go to the failures. */
async function pageRuns(way: Way): Promise<WayFigures> {
  await waitForServer(`${origin}/es`);
  await waitForServer(bareOrigin + BARE_PATH);
  const encodingOf = async (url: string) =>
    header((await rawGet(url, browserHeaders)).headers['content-encoding']) || 'none';
  const encoding = { home: await encodingOf(`${origin}/es`), bare: await encodingOf(bareOrigin + BARE_PATH) };
  // A few seconds of each first, not counted: the first requests of a fresh server compile and fill caches.
  await get(bareOrigin + BARE_PATH, 3, browserHeaders);
  await get(`${origin}/es`, 3, browserHeaders);
  const bareRun = record(
    `${way}: bare page, ${CONNECTIONS} conn, ${homeSeconds}s`,
    await get(bareOrigin + BARE_PATH, homeSeconds, browserHeaders),
    homeSeconds,
  );
  const homeRun = record(
    `${way}: home /es, ${CONNECTIONS} conn, ${homeSeconds}s`,
    await get(`${origin}/es`, homeSeconds, browserHeaders),
    homeSeconds,
  );
  const { misses, ...ratios } = loadMisses(homeRun, bareRun);
  failures.push(...misses.map((miss) => `${way}: ${miss}`));
  console.log(
    `${way}: home ${Math.round(ratios.homeShareOfBare * 100)} % of the bare page's req/s, p99 ${ratios.homeP99OverBare.toFixed(2)}×`,
  );
  return { way, encoding, ratios };
}

async function main(): Promise<void> {
  if (process.argv.includes('--readme-only')) {
    rewriteReadmeBlock('load', readmeTable(JSON.parse(readFileSync(path.resolve(REPO, out), 'utf8')) as LoadResults));
    return;
  }
  for (const address of [origin, bareOrigin, `http://127.0.0.1:${port + 10}`, `http://127.0.0.1:${port + 11}`]) {
    if (await portIsTaken(address)) {
      console.error(`${address} is already in use: stop what is serving it and run the load test again.`);
      process.exit(1);
    }
  }
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit', cwd: REPO });
    if (built.status !== 0) process.exit(built.status ?? 1);
    buildBarePage();
  }
  rmSync(dataDir, { recursive: true, force: true });
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const env = {
    ...baseEnv,
    DATABASE_URL: `file:${path.join(dataDir, 'studio.db')}`,
    DATA_DIR: dataDir,
    MEDIA_CACHE_DIR: mediaCacheDir,
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    // Served as behind one proxy, so that the clients below are told apart by their X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
    // The booking run measures the write path under load, bounded by the write rate limit; the booking caps (a few
    // future bookings per client, 30 an hour for the site) would stop it after a handful and have their own tests.
    BOOKING_MAX_PER_CLIENT: '1000',
    BOOKING_MAX_PER_HOUR: '1000',
    BOOKING_MAX_PER_NETWORK: '1000',
    BOOKING_MAX_PER_NETWORK_HOUR: '1000',
    BOOKING_STUDIO_NOTICES_PER_CLIENT_HOUR: '1000',
  };
  let served: Served | undefined;
  let passed = false;
  const ways: WayFigures[] = [];
  try {
    console.log(`${'run'.padEnd(34)}   total   req/s  p50ms  p99ms KB/resp    2xx    4xx  5xx errors`);
    served = serveWay('npm-start', port, env, baseEnv, '127.0.0.1');
    ways.push(await pageRuns('npm-start'));
    const media = await mediaRuns();

    const free = slots();
    const writes = { origin, seconds: writeSeconds };
    const name = (n: number) => `Visitante ${String.fromCharCode(65 + (n % 26))}`;
    const [bookings, contacts, passwords] = await Promise.all([
      post(
        writes,
        '/api/appointments',
        (n) => ({ name: name(n), email: `load${n}@example.com`, date: free[n % free.length], lang: 'es' }),
        3,
        1,
      ),
      post(
        writes,
        '/api/contact',
        (n) => ({
          name: name(n),
          email: `load${n}@example.com`,
          subject: 'Carga',
          message: `Mensaje de prueba ${n}.`,
          lang: 'es',
        }),
        3,
        2,
      ),
      post(
        writes,
        '/api/gallery/verify-password',
        (n) => ({ galleryId: 'boutique-privada-retail', password: `guess-${n}` }),
        10,
        3,
      ),
    ]);
    record(`bookings, ${writeSeconds}s`, bookings, writeSeconds, true);
    record(`contact, ${writeSeconds}s`, contacts, writeSeconds, true);
    record(`passwords, ${writeSeconds}s`, passwords, writeSeconds, true);

    const db = new Database(path.join(dataDir, 'studio.db'), { readonly: true });
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const stored = {
      bookings: count('appointments'),
      contacts: count('contact_messages'),
      bookingsAnswered: bookings['2xx'],
      contactsAnswered: contacts['2xx'],
    };
    db.close();
    // Requests still in flight when the clock stops are stored but not counted, so stored may exceed answered.
    const storedNote = `Stored: ${stored.bookings} bookings for ${bookings['2xx']} answered 201, ${stored.contacts} messages for ${contacts['2xx']} answered 201.`;
    console.log(`\n${storedNote}`);
    if (stored.bookings < bookings['2xx'] || stored.contacts < contacts['2xx'])
      failures.push('a submission answered 2xx is missing from the database');

    if (media) {
      console.log(
        `media: /_next/image X-Nextjs-Cache ${media.optimizerCache}; ${media.variantUrl}: ${media.cacheControl}, ETag → 304 ${media.revalidates ? 'yes' : 'no'}, ` +
          `variant cache ${media.cacheFilesBefore} → ${media.cacheFilesAfter} files`,
      );
    }
    stopWay(served);
    served = serveWay('vercel-like', port, env, baseEnv, '127.0.0.1');
    ways.push(await pageRuns('vercel-like'));
    const { commit, dirty } = commitNote();
    passed = failures.length === 0;
    const results: LoadResults = {
      date: new Date().toISOString(),
      commit,
      dirty,
      machine: machineNote(),
      budgets: loadBudgets,
      ways,
      runs,
      media: media ?? null,
      stored,
      failures,
      passed,
    };
    writeJson(out, results);
    if (defaultDurations || process.argv.includes('--readme')) rewriteReadmeBlock('load', readmeTable(results));
  } finally {
    stopWay(served);
  }
  for (const failure of failures) console.error(`✗ ${failure}`);
  console.log(
    passed ? '\nEvery load budget met: no errors, no 5xx, nothing lost, media from cache.' : '\nThe load test failed.',
  );
  process.exit(passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
