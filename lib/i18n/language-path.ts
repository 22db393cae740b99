import { defaultLocale, isLocale, type Locale, normalizeLocale, supportedBase } from './locales';
import { routing } from './routing';

/** A pure decision, so the proxy only carries it out and unit tests can read it like the spec. */
export type LanguagePathDecision =
  | { kind: 'serve'; locale: Locale }
  | { kind: 'serve-root'; locale: Locale }
  | { kind: 'redirect'; location: string; loop: boolean };

const MAX_SEGMENTS = 10;

/** A page's first segment is never read as a language code. */
const PAGE_SEGMENTS = new Set(
  Object.values(routing.pathnames).flatMap((spelling) =>
    (typeof spelling === 'string' ? [spelling] : Object.values(spelling)).map(
      (path: string) => path.split('/')[1] ?? '',
    ),
  ),
);

/** Strict (en-GB, es-419, it_IT), so an address's own words such as mi-reserva are never read as a language. */
const PATH_REGION_CODE = /^[a-z]{2}[-_](?:[a-z]{2}|\d{3})$/i;

function isRegionCode(segment: string): boolean {
  return PATH_REGION_CODE.test(segment) && !PAGE_SEGMENTS.has(segment.toLowerCase());
}

function isLanguageCode(segment: string): boolean {
  return isLocale(segment) || (isRegionCode(segment) && supportedBase(segment) !== null);
}

export function decideLanguagePath(
  pathname: string,
  stored: Locale | null,
  browser: Locale | null,
): LanguagePathDecision {
  const segments = pathname.split('/').filter(Boolean);
  const current = stored ?? defaultLocale;

  const leadingCodes = segments.slice(0, 3);
  if (segments.length > MAX_SEGMENTS || (leadingCodes.length === 3 && leadingCodes.every(isLanguageCode))) {
    return { kind: 'redirect', location: `/${current}`, loop: true };
  }

  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'serve-root', locale: stored ?? browser ?? defaultLocale };
  if (isLocale(first)) return { kind: 'serve', locale: first };

  if (isRegionCode(first)) {
    return { kind: 'redirect', location: joinPath(normalizeLocale(first), rest), loop: false };
  }
  // The same choice as on the root, so both agree on the visitor's language.
  return { kind: 'redirect', location: joinPath(stored ?? browser ?? defaultLocale, segments), loop: false };
}

function joinPath(locale: Locale, segments: string[]): string {
  return segments.length ? `/${locale}${spelledFor(locale, `/${segments.join('/')}`)}` : `/${locale}`;
}

/** So a redirect lands on the page itself instead of on a second redirect between spellings. */
function spelledFor(locale: Locale, path: string): string {
  const segments = path.split('/');
  for (const spelling of Object.values(routing.pathnames)) {
    if (typeof spelling === 'string') continue;
    for (const pattern of Object.values(spelling) as string[]) {
      const parts = pattern.split('/');
      // A [param] stands for exactly one non-empty segment.
      const matches =
        parts.length === segments.length &&
        parts.every((part, index) => part === segments[index] || (/^\[\w+\]$/.test(part) && segments[index] !== ''));
      if (!matches) continue;
      return spelling[locale]
        .split('/')
        .map((part, index) => (/^\[\w+\]$/.test(part) ? (segments[index] ?? part) : part))
        .join('/');
    }
  }
  return path;
}
