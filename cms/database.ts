import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { env } from '@/lib/env';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

/** The PostgreSQL schema the back office owns, beside the bookings tables of the same database. */
export const CMS_POSTGRES_SCHEMA = 'cms';

export type CmsDatabase = { kind: 'sqlite'; url: string } | { kind: 'postgres'; url: string; schema: string };

// Migrations run in cms/setup.ts (Payload's onInit) under a lock, in every environment, not through prodMigrations.
const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Where the back office keeps its content. Payload gets a store of its own, never the bookings tables: CMS_DATABASE_URL
 * when set; otherwise the `cms` schema of a PostgreSQL DATABASE_URL; otherwise cms.db beside the bookings database in
 * DATA_DIR.
 */
export function cmsDatabase(settings: Pick<typeof env, 'CMS_DATABASE_URL' | 'DATABASE_URL' | 'DATA_DIR'> = env): CmsDatabase {
  const explicit = settings.CMS_DATABASE_URL;
  if (explicit) return isPostgres(explicit) ? { kind: 'postgres', url: explicit, schema: CMS_POSTGRES_SCHEMA } : { kind: 'sqlite', url: explicit };
  if (isPostgres(settings.DATABASE_URL)) return { kind: 'postgres', url: settings.DATABASE_URL, schema: CMS_POSTGRES_SCHEMA };
  return { kind: 'sqlite', url: `file:${path.resolve(settings.DATA_DIR, 'cms.db')}` };
}

export const migrationDirs = {
  sqlite: path.resolve(process.cwd(), 'cms/migrations/sqlite'),
  postgres: path.resolve(process.cwd(), 'cms/migrations/postgres'),
};

/**
 * Payload's adapter for that store. The schema is only ever changed by the committed migrations (`push: false`, also
 * in development): the dev push stops at an interactive prompt on a store it did not create, and a schema that
 * migrations did not make cannot be deployed.
 */
export function cmsDatabaseAdapter(database: CmsDatabase = cmsDatabase()): DatabaseAdapterObj {
  if (database.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: database.url, max: Math.max(2, Math.min(env.DATABASE_POOL_MAX, 5)) },
      schemaName: database.schema,
      push: false,
      migrationDir: migrationDirs.postgres,
    });
  }
  return sqliteAdapter({
    client: { url: database.url === ':memory:' ? ':memory:' : database.url },
    push: false,
    // Several processes (the build's workers, the server) read one file; a writer waits instead of failing.
    busyTimeout: 10_000,
    wal: database.url.startsWith('file:'),
    migrationDir: migrationDirs.sqlite,
  });
}

export const cmsMigrations = (database: CmsDatabase) => (database.kind === 'postgres' ? postgresMigrations : sqliteMigrations);
