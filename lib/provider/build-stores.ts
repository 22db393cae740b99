import { env } from '@/lib/env';

/**
 * `next build` without the stores: a deployment's build may run where its PostgreSQL cannot be reached (a database
 * inside a private network, one that only admits the running functions, a build made before the database exists).
 * Then nothing is prerendered: each page renders at its first request, from the store, and is cached from then on
 * exactly as a prerendered page is (same tags, same revalidation). A build that reaches the stores prerenders as ever.
 */
const PROBE_TIMEOUT_MS = 5000;

let probe: Promise<boolean> | undefined;

const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build';
const isPostgres = (url: string | undefined): url is string => Boolean(url && /^postgres(ql)?:\/\//.test(url));

async function answers(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PostgreSQL stores pages read (the bookings store and the back office's, when they are PostgreSQL). */
export function storeUrls(settings: Pick<typeof env, 'DATABASE_URL' | 'CMS_DATABASE_URL'> = env): string[] {
  return [...new Set([settings.DATABASE_URL, settings.CMS_DATABASE_URL].filter(isPostgres))];
}

/**
 * Whether pages may be prerendered now: always outside a build, and in a build when every PostgreSQL store answers
 * (an SQLite file is created where it is missing). Asked once per build process; says why when it says no.
 */
export function storesReachableAtBuild(urls: string[] = storeUrls()): Promise<boolean> {
  if (!isBuild()) return Promise.resolve(true);
  probe ??= Promise.all(urls.map(answers)).then((results) => {
    const reachable = results.every(Boolean);
    if (!reachable) {
      const hosts = urls.filter((_, index) => !results[index]).map((url) => new URL(url).host);
      console.warn(`[build] PostgreSQL at ${hosts.join(', ')} cannot be reached: no page is prerendered; each renders at its first request and is cached from then on.`);
    }
    return reachable;
  });
  return probe;
}

/** A page's or layout's generateStaticParams: the given params, or none when the build cannot reach the stores. */
export async function paramsToPrerender<T>(params: T[]): Promise<T[]> {
  return (await storesReachableAtBuild()) ? params : [];
}
