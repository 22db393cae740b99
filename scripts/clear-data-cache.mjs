import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Before a build: forget the data cache a previous server left in <distDir>/cache/fetch-cache. Its entries
 * (back-office reads, keyed by collection and language) outlive the in-memory tag expiries of that server, so a build
 * would prerender pages from them instead of from the store: an edit undone just before a restart came back in the
 * next build, and a build into another dist dir after the e2e tests baked in the booking page they had paused. The
 * build reads the store afresh; image and compiler caches are kept. The dist dir is next.config's: NEXT_DIST_DIR, else
 * .next (as scripts/e2e-fresh-state.mjs reads it).
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? '.next');
rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
// The same holds at a restart without a build: lib/cache/content-changes.ts notes each expiry for the next server to
// apply. A new build renders every page from the store, so nothing noted before it is pending.
rmSync(path.join(distDir, 'cache', 'content-changed-at'), { force: true });
