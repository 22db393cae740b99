/**
 * Vitest's global setup: the back office's store, migrated and seeded once per run.
 *
 * Every API test file starts Payload on a SQLite store of its own. Starting it on an empty store runs the migrations
 * and imports the seed (111 galleries in three languages, the pages, the legal texts), about ten seconds each time: it
 * was most of the SQLite run. So `npm run migrate` builds that store once, into a file, and each test file starts on
 * its own copy of it (tests/support/cms-store.ts). A file still gets a store nobody else writes to, as it did in
 * memory. On PostgreSQL (TEST_DATABASE_URL) the files share the `cms` schema, seeded by the first of them, and this
 * does nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded store's file, or '' on PostgreSQL. */
    cmsTemplate: string;
  }
}

export default function setup(project: TestProject): () => void {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('cmsTemplate', '');
    return () => {};
  }
  const runDir = mkdtempSync(path.join(tmpdir(), 'studio-cms-template-'));
  const dataDir = path.join(runDir, 'data');
  mkdirSync(dataDir);
  const template = path.join(runDir, 'cms.db');
  const migrate = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'studio.db')}`,
      CMS_DATABASE_URL: `file:${template}`,
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (migrate.status !== 0) {
    rmSync(runDir, { recursive: true, force: true });
    throw new Error(
      `npm run migrate could not build the back office's seeded store:\n${migrate.stdout}\n${migrate.stderr}`,
    );
  }
  // One self-contained file to copy: what the write-ahead log still holds goes into it.
  const db = new Database(template);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  project.provide('cmsTemplate', template);
  return () => rmSync(runDir, { recursive: true, force: true });
}
