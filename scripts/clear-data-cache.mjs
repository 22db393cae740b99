import { rmSync } from 'node:fs';

/*
 * Before a build: forget the data cache a previous server left in .next/cache/fetch-cache. Its entries (back-office
 * reads, keyed by collection and language) outlive the in-memory tag expiries of that server, so a build would
 * prerender pages from them instead of from the store: an edit undone just before a restart came back in the next
 * build. The build reads the store afresh; image and compiler caches are kept.
 */
rmSync(new URL('../.next/cache/fetch-cache', import.meta.url), { recursive: true, force: true });
