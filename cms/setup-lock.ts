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
 * advisory lock, held by one connection for the duration.
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
      else if (Date.now() - started > WAIT_MS) throw new Error(`[cms] waited ${WAIT_MS / 1000} s for ${file}; delete it if no other process is starting`);
      else await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A fixed key of this product's back-office setup ('lumen-cms' as two 32-bit halves).
    await client.query('select pg_advisory_lock(1819112805, 1668117299)');
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock(1819112805, 1668117299)').catch(() => undefined);
    await client.end();
  }
}
