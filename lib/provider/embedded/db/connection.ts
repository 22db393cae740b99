import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { env } from '@/lib/env';
import { migrate } from './migrate';
import type { Database, Driver } from './schema';

export interface Store {
  db: Kysely<Database>;
  driver: Driver;
}

type StoreHook = (store: Store) => Promise<void>;

let opening: Promise<Store> | undefined;
const openHooks: StoreHook[] = [];

export function driverOf(databaseUrl: string): Driver {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

async function openSqlite(url: string): Promise<Kysely<Database>> {
  const { default: SQLite } = await import('better-sqlite3');
  const file = path.resolve(url.replace(/^file:(\/\/)?/, ''));
  mkdirSync(path.dirname(file), { recursive: true });
  // `timeout` is SQLite's busy_timeout: a second process (build worker, server) waits for a lock instead of failing.
  const database = new SQLite(file, { timeout: 15_000 });
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

async function openPostgres(url: string): Promise<Kysely<Database>> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: env.DATABASE_POOL_MAX });
  pool.on('error', (error) => console.error('[database] idle PostgreSQL client failed:', error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function open(): Promise<Store> {
  const driver = driverOf(env.DATABASE_URL);
  const db = driver === 'postgres' ? await openPostgres(env.DATABASE_URL) : await openSqlite(env.DATABASE_URL);
  try {
    await migrate(db, driver);
    const store = { db, driver };
    for (const hook of openHooks) await hook(store);
    return store;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * The embedded provider's database, opened and migrated on first use rather than at import, because `next build`
 * evaluates route modules without needing any data.
 */
export function getStore(): Promise<Store> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Runs once each time the store opens, after migrations (seed rows, background timers). */
export function onStoreOpen(hook: StoreHook): void {
  openHooks.push(hook);
}

/** Closes the database (tests, graceful shutdown); the next call to getStore opens it again. */
export async function closeStore(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current).db.destroy();
}
