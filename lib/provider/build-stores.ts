import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * `next build` never needs, nor changes, the database. A deployment's build may run where its PostgreSQL cannot be
 * reached (a database that only admits the running functions, one made after the build), or before its migrations
 * ran (`npm run migrate`), or beside a database it must not migrate (a preview's build next to production's). In each
 * case nothing is prerendered: each page renders at its first request, from the store, and is cached from then on
 * exactly as a prerendered page is (same tags, same revalidation). A build whose stores answer at this commit's schema
 * prerenders as ever, and its reads find no migration left to apply.
 */
const PROBE_TIMEOUT_MS = 5000;

let probe: Promise<boolean> | undefined;

const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build';
const isPostgres = (url: string | undefined): url is string => Boolean(url && /^postgres(ql)?:\/\//.test(url));

type Settings = Pick<typeof env, 'DATABASE_URL' | 'CMS_DATABASE_URL'>;

/** A PostgreSQL store pages read, with the migration record that says whether it is at this commit's schema. */
export interface StoreProbe {
  url: string;
  /** `table` holds a `name` column listing the applied migrations; every one of `names` must be there. */
  schemas: { table: string; names: () => Promise<string[]> }[];
}

async function bookingsMigrations(): Promise<string[]> {
  const { migrations } = await import('./embedded/db/migrations');
  return migrations.map((migration) => migration.name);
}

/** The back office's committed PostgreSQL migrations, named by their files (read at build, beside the source). */
export async function cmsMigrations(dir = path.resolve(process.cwd(), 'cms/migrations/postgres')): Promise<string[]> {
  const files = await readdir(dir);
  return files
    .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort();
}

/** The PostgreSQL stores pages read: the bookings store and the back office's (the cms schema, or its own URL). */
export function storeProbes(settings: Settings = env): StoreProbe[] {
  const bookings = { table: 'schema_migrations', names: bookingsMigrations };
  const cms = { table: 'cms.payload_migrations', names: cmsMigrations };
  const cmsUrl = settings.CMS_DATABASE_URL ?? settings.DATABASE_URL;
  if (isPostgres(settings.DATABASE_URL) && settings.DATABASE_URL === cmsUrl)
    return [{ url: settings.DATABASE_URL, schemas: [bookings, cms] }];
  return [
    ...(isPostgres(settings.DATABASE_URL) ? [{ url: settings.DATABASE_URL, schemas: [bookings] }] : []),
    ...(isPostgres(cmsUrl) ? [{ url: cmsUrl, schemas: [cms] }] : []),
  ];
}

/** The committed migrations a store has not applied (all of them when it has no record yet). */
export function missingMigrations(applied: readonly string[], committed: readonly string[]): string[] {
  const done = new Set(applied);
  return committed.filter((name) => !done.has(name));
}

/** Why a store may not be read by this build, or null: it answers, read-only, at this commit's schema. */
async function unreadyReason({ url, schemas }: StoreProbe): Promise<string | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  const host = new URL(url).host;
  try {
    await client.connect();
  } catch {
    await client.end().catch(() => undefined);
    return `PostgreSQL at ${host} cannot be reached`;
  }
  try {
    for (const { table, names } of schemas) {
      const exists = await client.query<{ found: string | null }>('select to_regclass($1)::text as found', [table]);
      const applied = exists.rows[0]?.found
        ? (await client.query<{ name: string }>(`select name from ${table}`)).rows.map((row) => row.name)
        : [];
      const missing = missingMigrations(applied, await names());
      if (missing.length)
        return `PostgreSQL at ${host} lacks ${missing.length} migration(s) of this commit in ${table} (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}; run npm run migrate)`;
    }
    return null;
  } catch {
    return `PostgreSQL at ${host} could not be read`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Whether pages may be prerendered now: always outside a build; in a build, when every PostgreSQL store answers at
 * this commit's schema (an SQLite file is the build machine's own, created and migrated where it is missing). Asked
 * once per build process; says why when it says no.
 */
export function storesReadyAtBuild(probes: StoreProbe[] = storeProbes()): Promise<boolean> {
  if (!isBuild()) return Promise.resolve(true);
  probe ??= Promise.all(probes.map(unreadyReason)).then((reasons) => {
    const found = reasons.filter((reason): reason is string => reason !== null);
    if (found.length)
      console.warn(
        `[build] ${found.join('; ')}: no page is prerendered; each renders at its first request and is cached from then on.`,
      );
    return found.length === 0;
  });
  return probe;
}

/** A page's or layout's generateStaticParams: the given params, or none when the build may not read the stores. */
export async function paramsToPrerender<T>(params: T[]): Promise<T[]> {
  return (await storesReadyAtBuild()) ? params : [];
}
