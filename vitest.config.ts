import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': fileURLToPath(new URL('./payload.config.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // The PgBouncer test needs the PgBouncer that scripts/postgres-test.sh starts for it, and runs whenever it does.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.PGBOUNCER_TEST_URL ? [] : ['tests/api/pgbouncer-startup.test.ts']),
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The back office's store: on SQLite, each test file's own copy of one store seeded for the run (':memory:' is
    // replaced by tests/support/cms-store.ts); on PostgreSQL, its `cms` schema.
    env: { CMS_DATABASE_URL: process.env.TEST_DATABASE_URL ?? ':memory:' },
    globalSetup: ['tests/support/cms-template.ts'],
    setupFiles: ['tests/support/cms-store.ts'],
    // next-intl imports `next/server` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
  },
});
