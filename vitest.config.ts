import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': fileURLToPath(new URL('./payload.config.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The back office's store: in memory for each test file, unless the run is on PostgreSQL (its `cms` schema).
    env: { CMS_DATABASE_URL: process.env.TEST_DATABASE_URL ?? ':memory:' },
    // next-intl imports `next/server` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
  },
});
