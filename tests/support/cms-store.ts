/**
 * Vitest's setup file, run before each test file: on SQLite, the file's back office store is its own copy of the
 * store seeded once for the run (tests/support/cms-template.ts). A test file that names another store (it sets
 * CMS_DATABASE_URL itself, after this) keeps it.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

const template = inject('cmsTemplate');
if (template && process.env.CMS_DATABASE_URL === ':memory:') {
  const file = path.join(mkdtempSync(path.join(path.dirname(template), 'file-')), 'cms.db');
  copyFileSync(template, file);
  process.env.CMS_DATABASE_URL = `file:${file}`;
}
