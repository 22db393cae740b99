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

/** Public pages only: never another host, a visitor's booking link, an API route or a query. */
function previewablePaths(): Map<string, Locale> {
  previewable ??= new Map(
    locales.flatMap((locale) =>
      [...localizedPagePaths(locale), ...filterPaths(locale)].map((path) => [path, locale] as const),
    ),
  );
  return previewable;
}

export type PreviewTarget = { path: string; locale: Locale };

/** What the back office links to. */
export const previewEntryPath = (path: string) => `/api/preview?path=${encodeURIComponent(path)}`;

/** Carries the page's language so the exit can fall back to that home page. */
export const previewExitPath = (locale: Locale) => `/api/preview/exit?lang=${locale}`;

/**
 * Only exact matches pass, so the answer is safe as a redirect location as it is: one leading slash, and no host,
 * scheme, backslash, escape, query or fragment.
 */
export function previewTarget(raw: unknown): PreviewTarget | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PREVIEW_PATH_LENGTH) return null;
  const locale = previewablePaths().get(raw);
  return locale ? { path: raw, locale } : null;
}

/** The page asked for, else the Referer when it is a page of this site, else the home page of `lang` or Spanish. */
export function exitTarget(raw: unknown, referer: string | null, host: string | null, lang: unknown): PreviewTarget {
  const asked = previewTarget(raw);
  if (asked) return asked;
  const from = refererPath(referer, host);
  if (from) return from;
  const locale = isLocale(lang) ? lang : locales[0];
  return { path: `/${locale}`, locale };
}

/** Compares hosts only: behind a TLS-terminating proxy the scheme may differ. */
function refererPath(referer: string | null, host: string | null): PreviewTarget | null {
  if (!referer || !host || referer.length > 2048) return null;
  try {
    const url = new URL(referer);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === host
      ? previewTarget(url.pathname)
      : null;
  } catch {
    return null;
  }
}
