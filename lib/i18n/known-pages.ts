import {
  filtersOf,
  GALLERY_ID_SOURCE,
  GALLERY_SEGMENT,
  GALLERY_UNLOCK_SEGMENT,
  galleryGridPages,
} from '../domain/gallery-filter';
import { MANAGE_TOKEN_SOURCE } from '../schemas/manage-booking';
import { locales, type Locale } from './locales';
import { routing, type AppPathname } from './routing';

/**
 * Lets the proxy answer an unknown address with a 404 and the prerendered not-found page: Next's own notFound() sends
 * an empty HTML shell in production. tests/unit/known-pages.test.ts checks this list against app/[locale].
 */
const extraPaths = (): string[] => [
  '/opengraph-image',
  ...(['arquitectura', 'publicidad'] as const).flatMap((page) =>
    filtersOf(page).map((filter) => `/${page}/filter/${filter}`),
  ),
];

/** Any id of a gallery's shape counts: the proxy has already redirected segment addresses before this is asked. */
const galleryPaths = (): string[] => [
  ...galleryGridPages.map((page) => `/${page}/${GALLERY_SEGMENT}/[gallery]`),
  // Where a browser without JavaScript types a protected gallery's password (the architecture grid's galleries).
  `/arquitectura/${GALLERY_SEGMENT}/[gallery]/${GALLERY_UNLOCK_SEGMENT}`,
];

/** What each dynamic segment of a localised pathname may hold; a new one must be added here, on purpose. */
const segmentPatterns: Record<string, string> = { '[token]': MANAGE_TOKEN_SOURCE, '[gallery]': GALLERY_ID_SOURCE };

const spellingsIn = (locale: Locale): string[] =>
  Object.values(routing.pathnames).map((spelling) => (typeof spelling === 'string' ? spelling : spelling[locale]));

/** Must match the pages with an opengraph-image.tsx of their own. */
export const pagesWithShareCard: readonly AppPathname[] = [
  '/arquitectura',
  '/publicidad',
  '/turismo',
  '/nm-ia',
  '/servicios',
  '/consulta-gratuita',
];
const shareCardsIn = (locale: Locale): string[] =>
  pagesWithShareCard.map((page) => {
    const spelling = routing.pathnames[page];
    return `${typeof spelling === 'string' ? spelling : spelling[locale]}/opengraph-image`;
  });

const prefixed = (locale: Locale, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

function localizedPaths(locale: Locale): string[] {
  return [...spellingsIn(locale).filter((path) => !path.includes('[')), ...shareCardsIn(locale), ...extraPaths()].map(
    (path) => prefixed(locale, path),
  );
}

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
  dynamic ??= locales.flatMap((locale) =>
    [...spellingsIn(locale).filter((path) => path.includes('[')), ...galleryPaths()].map((path) =>
      dynamicPattern(locale, path),
    ),
  );
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return known.has(path) || dynamic.some((pattern) => pattern.test(path));
}

/** An unknown address is answered for now, not for a shared cache to keep (a page may appear there later). */
export const NOT_FOUND_CACHE_HEADERS = { 'Cache-Control': 'no-store', 'CDN-Cache-Control': 'no-store' } as const;

/** Served by a fallback rewrite for any unknown address; the proxy sets the 404 status. */
export const NOT_FOUND_PAGE = '/not-found-page';

export function notFoundRewrite(localeCodes: readonly string[]) {
  return { source: `/:locale(${localeCodes.join('|')})/:path+`, destination: `/:locale${NOT_FOUND_PAGE}` };
}

/** Files are looked up before this rewrite, and no language code has a dot, so a dotted segment is a missing file. */
export const rootFileNotFoundRewrite = { source: '/:file([^/]*\\.[^/]*)', destination: '/_not-found' };

/** For the 404's headers: Next would otherwise let a shared cache keep the prerendered not-found page for a year. */
export function rootFileNotFoundSource(files: readonly string[]): string {
  const escaped = files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `/:file((?!(?:${escaped.join('|')})$)[^/]*\\.[^/]*)`;
}
