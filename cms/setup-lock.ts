import { closeSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CmsDatabase } from './database';

const WAIT_MS = 120_000;
const STALE_MS = 300_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One process at a time migrates and seeds a store: the build's workers and two servers on one file start together,
 * and two migrations of one empty store would both try to create its tables. SQLite: a lock file beside the database
 * (taken by exclusive create; a lock older than five minutes is a crashed process's and is broken). PostgreSQL: an
 * advisory lock inside a transaction, held by one connection for the duration (safe behind a transaction pooler).
 */
export async function withSetupLock<T>(database: CmsDatabase, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') return withAdvisoryLock(database.url, work);
  if (!database.url.startsWith('file:')) return work();
  const file = `${database.url.slice('file:'.length)}.setup-lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(file, 'wx'));
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const age = (() => {
        try {
          return Date.now() - statSync(file).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (age > STALE_MS) rmSync(file, { force: true });
      else if (Date.now() - started > WAIT_MS)
        throw new Error(`[cms] waited ${WAIT_MS / 1000} s for ${file}; delete it if no other process is starting`);
      else await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

/*
 * A transaction-scoped advisory lock on a connection of its own, held open while the work runs on Payload's pool: a
 * transaction pooler (PgBouncer in transaction mode, Neon's) keeps one server connection for a client's open
 * transaction, so the lock and its release stay on one server session; a session-level lock taken outside a
 * transaction could be left behind on a pooled server connection. Closing the connection (a crash) ends it too.
 */
async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => console.error('[cms] the setup lock connection failed', error.message));
  await client.connect();
  try {
    await client.query('begin');
    // A fixed key of this product's back-office setup ('lumen-cms' as two 32-bit halves).
    await client.query('select pg_advisory_xact_lock(1819112805, 1668117299)');
    const result = await work();
    await client.query('commit');
    return result;
  } finally {
    // Closing the connection also ends a transaction that failed, and with it the lock.
    await client.end().catch(() => undefined);
  }
}
