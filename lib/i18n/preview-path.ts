import { filtersOf, FILTER_SEGMENT, type FilterablePage } from '../domain/gallery-filter';
import { isLocale, locales, type Locale } from './locales';
import { localizedPagePaths } from './page-paths';

/** Longer than any page address of the site; a longer value is refused before anything else looks at it. */
export const MAX_PREVIEW_PATH_LENGTH = 200;

const filterPaths = (locale: Locale): string[] =>
  (['arquitectura', 'publicidad'] as const satisfies readonly FilterablePage[]).flatMap((page) =>
    filtersOf(page).map((filter) => `/${locale}/${page}/${FILTER_SEGMENT}/${filter}`),
  );

let previewable: Map<string, Locale> | undefined;

/**
 * The pages a preview may open: every public page of the site as each language spells it (/es, /en/free-consultation,
 * /it/arquitectura/filter/houses), nothing else — no other host, no visitor's booking link, no API route, no query.
 */
function previewablePaths(): Map<string, Locale> {
  previewable ??= new Map(locales.flatMap((locale) => [...localizedPagePaths(locale), ...filterPaths(locale)].map((path) => [path, locale] as const)));
  return previewable;
}

export type PreviewTarget = { path: string; locale: Locale };

/** The preview entry route's address for a page (app/api/preview/route.ts): what the back office links to. */
export const previewEntryPath = (path: string) => `/api/preview?path=${encodeURIComponent(path)}`;

/** The exit route's address (app/api/preview/exit/route.ts): the preview bar's link, with the page's language. */
export const previewExitPath = (locale: Locale) => `/api/preview/exit?lang=${locale}`;

/**
 * The page a preview link asks for (`?path=` of /api/preview and /api/preview/exit), or null when it is not exactly
 * one of the site's own public pages. Only exact matches pass, so the answer can be used as a redirect's location as
 * it is: it starts with one slash and holds no host, scheme, backslash, escape, query or fragment.
 */
export function previewTarget(raw: unknown): PreviewTarget | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PREVIEW_PATH_LENGTH) return null;
  const locale = previewablePaths().get(raw);
  return locale ? { path: raw, locale } : null;
}

/**
 * Where leaving a preview returns to: the page asked for, else the page the exit link was followed from (its Referer,
 * when it is a page of this site), else the home page of `lang`, else the Spanish one.
 */
export function exitTarget(raw: unknown, referer: string | null, host: string | null, lang: unknown): PreviewTarget {
  const asked = previewTarget(raw);
  if (asked) return asked;
  const from = refererPath(referer, host);
  if (from) return from;
  const locale = isLocale(lang) ? lang : locales[0];
  return { path: `/${locale}`, locale };
}

/** The page of this site (the request's own host: behind a TLS-terminating proxy the scheme may differ) a link was on. */
function refererPath(referer: string | null, host: string | null): PreviewTarget | null {
  if (!referer || !host || referer.length > 2048) return null;
  try {
    const url = new URL(referer);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === host ? previewTarget(url.pathname) : null;
  } catch {
    return null;
  }
}
