import { BARE_PATH, headerValue, rawGet, waitForServer } from '../bench-servers';
import { loadMisses } from '../bench-budgets';
import type { Way } from '../bench-table';
import type { WayFigures } from '../load-table';
import { failures, get, record } from './runs';
import { BARE_ORIGIN, CONNECTIONS, HOME_SECONDS, ORIGIN } from './settings';

/** What a browser sends for a page: the server may answer with any of these encodings. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'es-ES,es;q=0.9',
};

/** The bare page, then the home page, 50 connections each, on one way of serving; misses go to the failures. */
export async function pageRuns(way: Way): Promise<WayFigures> {
  const home = `${ORIGIN}/es`;
  const bare = BARE_ORIGIN + BARE_PATH;
  await waitForServer(home);
  await waitForServer(bare);
  const encodingOf = async (url: string) =>
    headerValue((await rawGet(url, BROWSER_HEADERS)).headers['content-encoding']) || 'none';
  const encoding = { home: await encodingOf(home), bare: await encodingOf(bare) };
  // A few seconds of each first, not counted: the first requests of a fresh server compile and fill caches.
  await get(bare, 3, BROWSER_HEADERS);
  await get(home, 3, BROWSER_HEADERS);
  const bareRun = record(
    `${way}: bare page, ${CONNECTIONS} conn, ${HOME_SECONDS}s`,
    await get(bare, HOME_SECONDS, BROWSER_HEADERS),
    HOME_SECONDS,
  );
  const homeRun = record(
    `${way}: home /es, ${CONNECTIONS} conn, ${HOME_SECONDS}s`,
    await get(home, HOME_SECONDS, BROWSER_HEADERS),
    HOME_SECONDS,
  );
  const { misses, ...ratios } = loadMisses(homeRun, bareRun);
  failures.push(...misses.map((miss) => `${way}: ${miss}`));
  const share = Math.round(ratios.homeShareOfBare * 100);
  console.log(`${way}: home ${share} % of the bare page's req/s, p99 ${ratios.homeP99OverBare.toFixed(2)}×`);
  return { way, encoding, ratios };
}
