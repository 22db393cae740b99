import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { unexpectedErrorResponse } from '@/lib/api/respond';
import { storeWriteFailure } from '@/lib/provider/errors';

/** The error a real driver throws, caught. */
async function caught(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('A write the store could not take is the site’s state (503), not the request’s', () => {
  it('a PostgreSQL that cannot be reached is unreachable, bare or wrapped by an ORM', async () => {
    // Nothing listens on port 1.
    const refused = await caught(() => new pg.Client({ connectionString: 'postgres://a:b@127.0.0.1:1/x' }).connect());
    expect(storeWriteFailure(refused)).toBe('unreachable');
    expect(storeWriteFailure(new Error('Failed query', { cause: refused }))).toBe('unreachable');
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(storeWriteFailure(shutdown)).toBe('unreachable');
    expect(storeWriteFailure(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe('unreachable');
  });

  it('a read-only SQLite file is read-only; a broken query is our fault', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-failures-')), 'x.db');
    new Database(file).exec('create table t (a)');
    const db = new Database(file, { readonly: true });
    expect(storeWriteFailure(await caught(() => db.exec('insert into t values (1)')))).toBe('read-only');
    expect(storeWriteFailure(await caught(() => db.exec('select * from missing')))).toBeNull();
    expect(storeWriteFailure(Object.assign(new Error('unique'), { code: '23505' }))).toBeNull();
  });

  it('an unreachable database is answered 503 with Retry-After and the localised message', async () => {
    const refused = await caught(() => new pg.Client({ connectionString: 'postgres://a:b@127.0.0.1:1/x' }).connect());
    const response = unexpectedErrorResponse(refused, 'en', 'POST /api/appointments');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(((await response.json()) as { error: string }).error).toMatch(/try again/i);
  });
});
