import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database, Driver } from './schema';

// Any fixed number; it names the lock that serialises migrations across processes on PostgreSQL.
const MIGRATION_LOCK_ID = 727_314_001;

async function applyPending(db: Kysely<Database>): Promise<void> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  const applied = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await migration.up(db);
    await db
      .insertInto('schema_migrations')
      .values({ name: migration.name, applied_at: new Date().toISOString() })
      .execute();
  }
}

/**
 * Brings the schema up to date. `next build` workers and the server may all open the database at once, so the whole
 * check-and-apply runs under a lock: the first process migrates, the others wait and then find nothing to do.
 */
export async function migrate(db: Kysely<Database>, driver: Driver): Promise<void> {
  if (driver === 'postgres') {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
      await applyPending(trx);
    });
    return;
  }
  await db.connection().execute(async (connection) => {
    // IMMEDIATE takes the write lock up front (waiting out busy_timeout) instead of failing on a later upgrade.
    await sql`begin immediate`.execute(connection);
    try {
      await applyPending(connection);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
