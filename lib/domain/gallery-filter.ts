/**
 * The filter lives in the address so a filtered view can be shared; a rewrite turns it into a prerendered segment,
 * because a static page cannot read its query and the filter must work without JavaScript. Pure: no React or Next.
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
export function matchesFilter(
  page: FilterablePage,
  filter: GalleryFilter | null,
  category: string | undefined,
): boolean {
  if (filter === null) return true;
  if (page === 'arquitectura') return architectureFilterCategory[filter as ArchitectureFilter] === category;
  return filter === category;
}

/**
 * Next's own rewrites, not the proxy's: a proxy rewrite goes over the network when the server binds 127.0.0.1 and fails
 * behind a TLS-terminating proxy (vercel/next.js#94745). An unknown value matches no rule, so all galleries show.
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
 * The unfiltered page for a filter segment the page does not have, else null: the segment may render on first
 * request, and an invented value must never render or be cached.
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
/** Where a browser without JavaScript unlocks a protected gallery: rendered per request, never cached nor indexed. */
export const GALLERY_UNLOCK_SEGMENT = 'unlock';
export const galleryUnlockPath = (locale: string, galleryId: string) =>
  `/${locale}/arquitectura/${GALLERY_SEGMENT}/${encodeURIComponent(galleryId)}/${GALLERY_UNLOCK_SEGMENT}`;

/** As the back office accepts gallery ids: anything else is never looked up, rewritten nor rendered. */
export const GALLERY_ID_SOURCE = '[a-z0-9-]{1,100}';
const GALLERY_ID = new RegExp(`^${GALLERY_ID_SOURCE}$`);
export const isGalleryId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && GALLERY_ID.test(value);

/**
 * Set by the proxy once it has found the id among the store's galleries, and stripped from every other request, so
 * only an existing gallery reaches the gallery segment.
 */
export const OPENED_GALLERY_HEADER = 'x-opened-gallery';

/**
 * So a card's link shows its gallery without JavaScript. They follow the proxy's header, not the query, so an id the
 * store does not hold is never rendered nor cached. A filtered address keeps the filtered grid.
 */
export function galleryRewrites(localeCodes: readonly string[]) {
  return galleryGridPages.map((page) => ({
    source: `/:locale(${localeCodes.join('|')})/${page}`,
    has: [{ type: 'header' as const, key: OPENED_GALLERY_HEADER, value: `(?<gallery>${GALLERY_ID_SOURCE})` }],
    missing: [{ type: 'query' as const, key: 'filter' }],
    destination: `/:locale/${page}/${GALLERY_SEGMENT}/:gallery`,
  }));
}

/** A grid page's gallery, as an address names it; `id` is the address's own text, not yet checked. */
export type GalleryAddress = { locale: string; page: GalleryGridPage; id: string };

/** For `/{lang}/{page}/gallery/{id}` (the segment, with or without an id), what it names; else null. */
export function gallerySegmentOf(pathname: string, localeCodes: readonly string[]): GalleryAddress | null {
  const match = /^\/([^/]+)\/(arquitectura|publicidad|turismo)\/gallery(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match?.[1] || !localeCodes.includes(match[1])) return null;
  return { locale: match[1], page: match[2] as GalleryGridPage, id: match[3] ?? '' };
}

/** The gallery a grid page's address opens; null with a filter, which galleryRewrites leaves to the filtered grid. */
export function galleryQueryOf(
  pathname: string,
  search: URLSearchParams,
  localeCodes: readonly string[],
): GalleryAddress | null {
  const match = /^\/([^/]+)\/(arquitectura|publicidad|turismo)$/.exec(pathname);
  const id = search.get('gallery');
  if (!match?.[1] || !localeCodes.includes(match[1]) || id === null || search.has('filter')) return null;
  return { locale: match[1], page: match[2] as GalleryGridPage, id };
}

/** The galleries of each grid page that a visitor can open: those published in the store. */
export type GalleryIdsByPage = Readonly<Record<GalleryGridPage, readonly string[]>>;

/**
 * A known gallery's segment address goes to its card's address, so its cached page never depends on which address
 * came first. Any other id, or every id while the store cannot be read (`ids` null), goes to the grid.
 */
export function gallerySegmentRedirect(
  segment: GalleryAddress,
  ids: GalleryIdsByPage | null,
  search: URLSearchParams = new URLSearchParams(),
): string {
  const grid = `/${segment.locale}/${segment.page}`;
  if (!isGalleryId(segment.id) || !ids?.[segment.page].includes(segment.id)) return grid;
  const query = new URLSearchParams([['gallery', segment.id], ...[...search].filter(([key]) => key !== 'gallery')]);
  return `${grid}?${query.toString()}`;
}
