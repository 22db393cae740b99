import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { env } from '@/lib/env';
import { cmsDatabase, type CmsDatabase } from '@/lib/provider/cms/database-location';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

export { CMS_POSTGRES_SCHEMA, cmsDatabase, type CmsDatabase } from '@/lib/provider/cms/database-location';

// Migrations run in cms/setup.ts (Payload's onInit) under a lock, in every environment, not through prodMigrations.
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

export const cmsMigrations = (database: CmsDatabase) =>
  database.kind === 'postgres' ? postgresMigrations : sqliteMigrations;
