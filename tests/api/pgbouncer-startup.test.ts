import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestEnvironment, testPostgresUrl } from './support/environment';

/*
 * Start-up behind a transaction pooler (issue 48): two instances start at once through PgBouncer in transaction
 * mode (scripts/pgbouncer-test.sh, in front of the test database). Each takes the back office's setup lock and the
 * bookings' migration lock; they must both start, and leave no lock behind on PgBouncer's pooled server connections,
 * which stay open after the instances have gone (a session-level lock released through another server connection
 * would stay there, and the next instance to start would wait for it forever).
 */
const pooled = String(process.env.PGBOUNCER_TEST_URL);
const environment = setTestEnvironment();
const direct = new pg.Client({ connectionString: testPostgresUrl() });
const { migrations } = await import('@/lib/provider/embedded/db/migrations');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(async () => {
  await direct.connect();
  // The test files share this database: whichever comes first migrates it and imports the content.
  await getStore();
  await (await import('@/lib/provider/cms')).cms();
});
afterAll(async () => {
  await direct.end();
  await closeStore();
});

function startThroughPgBouncer(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/migrate.ts')], {
      env: { ...process.env, DATABASE_URL: pooled, CMS_DATABASE_URL: pooled, DATA_DIR: environment.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const rows = async (query: string) => (await direct.query(query)).rows as Record<string, unknown>[];
const advisoryLocks = () => rows(`select locktype, objid, granted from pg_locks where locktype = 'advisory'`);

describe('Start-up behind PgBouncer in transaction mode', () => {
  it('two instances starting at once both start, and leave no advisory lock on the pooled connections', async () => {
    const runs = await Promise.all([startThroughPgBouncer(), startThroughPgBouncer()]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(await advisoryLocks()).toEqual([]);
    expect((await rows('select name from schema_migrations order by name')).map((row) => row.name)).toEqual(
      migrations.map((m) => m.name),
    );
    expect(await rows('select name from cms.payload_migrations group by name having count(*) > 1')).toEqual([]);
  }, 120_000);

  it('the setup lock stays on its own server connection while other clients of PgBouncer take the idle ones', async () => {
    const { withSetupLock } = await import('@/cms/setup-lock');
    const other = new pg.Client({ connectionString: pooled });
    await other.connect();
    try {
      await withSetupLock({ kind: 'postgres', url: pooled, schema: 'cms' }, async () => {
        // PgBouncer hands the most recently freed server connection to the next transaction: were the lock not
        // inside a transaction of its own, this one would now sit on the server session that holds it.
        await other.query('begin');
        await other.query('select 1');
        expect((await advisoryLocks()).filter((lock) => lock.granted)).toHaveLength(1);
      });
      await other.query('commit');
      expect(await advisoryLocks()).toEqual([]);
    } finally {
      await other.end();
    }
  });
});

describe('an idle connection closed under the back office', () => {
  it('is logged, not fatal: the next read reconnects', async () => {
    const payload = await (await import('@/lib/provider/cms')).cms();
    await payload.count({ collection: 'contents', overrideAccess: true });
    // As a database restart or a pooler's idle timeout would: every other connection of this database is closed.
    await direct.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { totalDocs } = await payload.count({ collection: 'contents', overrideAccess: true });
    expect(totalDocs).toBeGreaterThan(0);
  });
});
