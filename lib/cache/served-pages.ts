/**
 * The server preload keeps finished page answers for a second or two in front of Next (scripts/page-cache.cjs). When
 * the app expires cached data (revalidateTag), those answers are forgotten with it: at once, and once more a moment
 * later, because Next applies a revalidation when the request that made it ends, and a page read in between may still
 * have been the old one. Without the preload (Vercel, `next dev` without NODE_OPTIONS) there is nothing to forget.
 */
const PAGE_CACHE = Symbol.for('studio.page-cache');
const SETTLE_MS = 500;

type PageCache = { clear: () => void };

function pageCache(): PageCache | undefined {
  return (globalThis as { [PAGE_CACHE]?: PageCache })[PAGE_CACHE];
}

export function forgetServedPages(): void {
  const cache = pageCache();
  if (!cache) return;
  cache.clear();
  setTimeout(() => cache.clear(), SETTLE_MS).unref?.();
}
