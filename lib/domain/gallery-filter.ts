/**
 * The portfolio filters. The filter lives in the address (`?filter=retail`) so a filtered view can be
 * shared; a rewrite (filterRewrites) turns that query into a prerendered `/{lang}/{page}/filter/{value}` segment, because a static
 * page cannot read its query string and the filter must work without JavaScript. Pure: no React or Next imports.
 */
import type { ArchitectureCategory } from './gallery';

export const architectureFilters = ['catalogs', 'hospitality', 'houses', 'offices', 'retail'] as const;
export type ArchitectureFilter = (typeof architectureFilters)[number];

export const advertisingFilters = ['publicidad', 'corporativa', 'producto'] as const;
export type AdvertisingFilter = (typeof advertisingFilters)[number];

export type FilterablePage = 'arquitectura' | 'publicidad';
export type GalleryFilter = ArchitectureFilter | AdvertisingFilter;

export const FILTER_SEGMENT = 'filter';

/** The manifest's folder word for each architecture filter. */
export const architectureFilterCategory: Record<ArchitectureFilter, ArchitectureCategory> = {
  catalogs: 'catalogos',
  hospitality: 'hospitality',
  houses: 'casas',
  offices: 'oficinas',
  retail: 'retail',
};

export function filtersOf(page: FilterablePage): readonly GalleryFilter[] {
  return page === 'arquitectura' ? architectureFilters : advertisingFilters;
}

/** The filter a query value names on that page, or null for all (absent, 'all' or unknown values). */
export function parseGalleryFilter(page: FilterablePage, value: string | null | undefined): GalleryFilter | null {
  if (!value) return null;
  const found = filtersOf(page).find((filter) => filter === value);
  return found ?? null;
}

/** Whether a gallery of that category is shown under the filter (null shows every gallery). */
export function matchesFilter(page: FilterablePage, filter: GalleryFilter | null, category: string | undefined): boolean {
  if (filter === null) return true;
  if (page === 'arquitectura') return architectureFilterCategory[filter as ArchitectureFilter] === category;
  return filter === category;
}

/**
 * The rewrites (next.config.ts) that serve `/{lang}/{page}?filter=x` from the prerendered `/{lang}/{page}/filter/x`
 * segment. They are Next's own rewrites, not the proxy's: a proxy rewrite is proxied over the network when the server
 * binds 127.0.0.1, and fails behind a TLS-terminating proxy (vercel/next.js#94745). An unknown value matches no rule,
 * so the page shows every gallery.
 */
export function filterRewrites(localeCodes: readonly string[]) {
  return (['arquitectura', 'publicidad'] as const).map((page) => ({
    source: `/:locale(${localeCodes.join('|')})/${page}`,
    has: [{ type: 'query' as const, key: 'filter', value: `(?<filter>${filtersOf(page).join('|')})` }],
    destination: `/:locale/${page}/${FILTER_SEGMENT}/:filter`,
  }));
}

/** A page address that opens a protected gallery (`?gallery=boutique-privada-retail`): search engines must skip it. */
export function opensProtectedGallery(search: URLSearchParams, protectedIds: ReadonlySet<string>): boolean {
  const gallery = search.get('gallery');
  return gallery !== null && protectedIds.has(gallery);
}

/**
 * For `/{lang}/{page}/filter/{x}` with an x the page does not have, the unfiltered page it came from; else null. The
 * proxy sends such an address there before any render: the segment's values are rendered on first request when a
 * build could not prerender them (lib/provider/build-stores.ts), and an invented value must never render or be cached.
 */
export function unknownFilterRedirect(pathname: string, localeCodes: readonly string[]): string | null {
  const match = /^\/([^/]+)\/(arquitectura|publicidad)\/filter(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match?.[1] || !localeCodes.includes(match[1])) return null;
  const page = match[2] as FilterablePage;
  return parseGalleryFilter(page, match[3]) ? null : `/${match[1]}/${page}`;
}

/** Pages whose grid opens a gallery from the address (`?gallery=id`). */
export type GalleryGridPage = FilterablePage | 'turismo';
export const galleryGridPages: readonly GalleryGridPage[] = ['arquitectura', 'publicidad', 'turismo'];
export const GALLERY_SEGMENT = 'gallery';

/** The shape of a gallery id (`villa-pinar-moraira-casas`); anything else is never rewritten nor rendered. */
const GALLERY_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * The rewrites (next.config.ts) that serve `/{lang}/{page}?gallery=id` from the prerendered
 * `/{lang}/{page}/gallery/id` segment, so that a card's link shows its gallery without JavaScript too (the segment is
 * the same grid, with the gallery drawn for a browser without scripts). Only the ids given (the galleries the build
 * knows) are rewritten, so an invented id is never rendered and cached: it gets the grid, as before. A filtered
 * address (`?filter=x&gallery=id`, which the viewer writes) keeps the filtered grid: the cards link without the filter.
 */
export function galleryRewrites(localeCodes: readonly string[], idsByPage: Readonly<Record<GalleryGridPage, readonly string[]>>) {
  return galleryGridPages.flatMap((page) => {
    const ids = idsByPage[page].filter((id) => GALLERY_ID.test(id));
    if (ids.length === 0) return [];
    return [
      {
        source: `/:locale(${localeCodes.join('|')})/${page}`,
        has: [{ type: 'query' as const, key: 'gallery', value: `(?<gallery>${ids.join('|')})` }],
        missing: [{ type: 'query' as const, key: 'filter' }],
        destination: `/:locale/${page}/${GALLERY_SEGMENT}/:gallery`,
      },
    ];
  });
}

/**
 * For `/{lang}/{page}/gallery/{id}` with an id the build does not know, the grid it came from; else null. As with the
 * filters, the proxy sends such an address there before any render.
 */
export function unknownGalleryRedirect(pathname: string, localeCodes: readonly string[], idsByPage: Readonly<Record<GalleryGridPage, readonly string[]>>): string | null {
  const match = /^\/([^/]+)\/(arquitectura|publicidad|turismo)\/gallery(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match?.[1] || !localeCodes.includes(match[1])) return null;
  const page = match[2] as GalleryGridPage;
  const id = match[3] ?? '';
  return GALLERY_ID.test(id) && idsByPage[page].includes(id) ? null : `/${match[1]}/${page}`;
}
