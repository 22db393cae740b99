import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Before a build: the data cache outlives the previous server's in-memory tag expiries, so a build would prerender
 * stale content from it. Image and compiler caches are kept. The dist dir follows next.config (NEXT_DIST_DIR).
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? '.next');
rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
// A new build renders every page from the store, so no expiry noted for the next server is still pending.
rmSync(path.join(distDir, 'cache', 'content-changed-at'), { force: true });
