import { filtersOf } from '../domain/gallery-filter';
import { locales, type Locale } from './locales';
import { routing } from './routing';

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

function localizedPaths(locale: Locale): string[] {
  const pages = Object.values(routing.pathnames).map((spelling) => (typeof spelling === 'string' ? spelling : spelling[locale]));
  return [...pages, ...extraPaths()].map((path) => (path === '/' ? `/${locale}` : `/${locale}${path}`));
}

let known: Set<string> | undefined;

export function isKnownPagePath(pathname: string): boolean {
  known ??= new Set(locales.flatMap(localizedPaths));
  return known.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}

/** The page that answers every unknown address of a language (a fallback rewrite to it; the proxy sets the 404). */
export const NOT_FOUND_PAGE = '/not-found-page';

export function notFoundRewrite(localeCodes: readonly string[]) {
  return { source: `/:locale(${localeCodes.join('|')})/:path+`, destination: `/:locale${NOT_FOUND_PAGE}` };
}
