import { filtersOf, GALLERY_ID_SOURCE, GALLERY_SEGMENT, GALLERY_UNLOCK_SEGMENT, galleryGridPages } from '../domain/gallery-filter';
import { MANAGE_TOKEN_SOURCE } from '../schemas/manage-booking';
import { locales, type Locale } from './locales';
import { routing, type AppPathname } from './routing';

/**
 * Every page address the site serves, as each language spells it, so the proxy can answer an unknown one with status
 * 404 while Next serves it the prerendered, localised not-found page (next.config.ts). Not Next's own notFound(): in
 * production its server HTML is an empty shell, so search engines and visitors without JavaScript saw a blank page.
 * tests/unit/known-pages.test.ts checks this list against the page folders under app/[locale].
 */
const extraPaths = (): string[] => [
  '/opengraph-image',
  ...(['arquitectura', 'publicidad'] as const).flatMap((page) => filtersOf(page).map((filter) => `/${page}/filter/${filter}`)),
];

/**
 * A gallery's segment (`/{page}/gallery/{id}`, served for `/{page}?gallery=id`): every id of a gallery's shape is a page
 * address here. The proxy sends an address of the segment elsewhere before this is asked (gallerySegmentRedirect).
 */
const galleryPaths = (): string[] => [
  ...galleryGridPages.map((page) => `/${page}/${GALLERY_SEGMENT}/[gallery]`),
  // Where a browser without JavaScript types a protected gallery's password (the architecture grid's galleries).
  `/arquitectura/${GALLERY_SEGMENT}/[gallery]/${GALLERY_UNLOCK_SEGMENT}`,
];

/** What each dynamic segment of a localised pathname may hold; a new one must be added here, on purpose. */
const segmentPatterns: Record<string, string> = { '[token]': MANAGE_TOKEN_SOURCE, '[gallery]': GALLERY_ID_SOURCE };

const spellingsIn = (locale: Locale): string[] =>
  Object.values(routing.pathnames).map((spelling) => (typeof spelling === 'string' ? spelling : spelling[locale]));

/** The pages with a share card of their own (an opengraph-image.tsx in their folder; lib/seo.ts names it). */
export const pagesWithShareCard: readonly AppPathname[] = ['/arquitectura', '/publicidad', '/turismo', '/nm-ia', '/servicios', '/consulta-gratuita'];
const shareCardsIn = (locale: Locale): string[] =>
  pagesWithShareCard.map((page) => {
    const spelling = routing.pathnames[page];
    return `${typeof spelling === 'string' ? spelling : spelling[locale]}/opengraph-image`;
  });

const prefixed = (locale: Locale, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

function localizedPaths(locale: Locale): string[] {
  return [...spellingsIn(locale).filter((path) => !path.includes('[')), ...shareCardsIn(locale), ...extraPaths()].map((path) => prefixed(locale, path));
}

/** A page whose address holds a value (the manage link's token), as a pattern per language. */
function dynamicPattern(locale: Locale, path: string): RegExp {
  const source = prefixed(locale, path).replace(/\[\w+\]/g, (segment) => {
    const pattern = segmentPatterns[segment];
    if (!pattern) throw new Error(`no pattern for ${segment} in lib/i18n/known-pages.ts`);
    return pattern;
  });
  return new RegExp(`^${source}$`);
}

let known: Set<string> | undefined;
let dynamic: RegExp[] | undefined;

export function isKnownPagePath(pathname: string): boolean {
  known ??= new Set(locales.flatMap(localizedPaths));
  dynamic ??= locales.flatMap((locale) => [...spellingsIn(locale).filter((path) => path.includes('[')), ...galleryPaths()].map((path) => dynamicPattern(locale, path)));
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return known.has(path) || dynamic.some((pattern) => pattern.test(path));
}

/** An unknown address is answered for now, not for a shared cache to keep (a page may appear there later). */
export const NOT_FOUND_CACHE_HEADERS = { 'Cache-Control': 'no-store', 'CDN-Cache-Control': 'no-store' } as const;

/** The page that answers every unknown address of a language (a fallback rewrite to it; the proxy sets the 404). */
export const NOT_FOUND_PAGE = '/not-found-page';

export function notFoundRewrite(localeCodes: readonly string[]) {
  return { source: `/:locale(${localeCodes.join('|')})/:path+`, destination: `/:locale${NOT_FOUND_PAGE}` };
}

/**
 * A single segment with a dot that is no file (the files were looked up first: robots.txt, icons.svg…) to Next's own
 * not-found page, the global one titled 'Page Not Found', with status 404. No language code has a dot.
 */
export const rootFileNotFoundRewrite = { source: '/:file([^/]*\\.[^/]*)', destination: '/_not-found' };

/**
 * The same addresses but the root's real files (`files`: public/ and the app's metadata files), for their 404's
 * headers: a 404 is for now, and Next would let a shared cache keep the prerendered not-found page for a year.
 */
export function rootFileNotFoundSource(files: readonly string[]): string {
  const escaped = files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `/:file((?!(?:${escaped.join('|')})$)[^/]*\\.[^/]*)`;
}
