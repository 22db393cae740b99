import { defaultLocale, isLocale, type Locale, normalizeLocale, supportedBase } from './locales';
import { routing } from './routing';

/**
 * The language path rule as a pure decision, so that the proxy only carries it out and unit tests can read
 * it like the spec. `stored` is the visitor's stored language, `browser` the one their browser prefers.
 */
export type LanguagePathDecision =
  | { kind: 'serve'; locale: Locale }
  | { kind: 'serve-root'; locale: Locale }
  | { kind: 'redirect'; location: string; loop: boolean };

const MAX_SEGMENTS = 10;

/** First segments of the site's own pages in any language ('nm-ia', 'mi-reserva'…): a page, never a language code. */
const PAGE_SEGMENTS = new Set(
  Object.values(routing.pathnames).flatMap((spelling) =>
    (typeof spelling === 'string' ? [spelling] : Object.values(spelling)).map((path: string) => path.split('/')[1] ?? ''),
  ),
);

/**
 * A language code with a region in a path (en-GB, es-419, it_IT): two letters and a region of two letters or three
 * digits, so that an address's own words (mi-reserva, no-existe) are never read as one, nor a page of the site's.
 */
const PATH_REGION_CODE = /^[a-z]{2}[-_](?:[a-z]{2}|\d{3})$/i;

function isRegionCode(segment: string): boolean {
  return PATH_REGION_CODE.test(segment) && !PAGE_SEGMENTS.has(segment.toLowerCase());
}

function isLanguageCode(segment: string): boolean {
  return isLocale(segment) || (isRegionCode(segment) && supportedBase(segment) !== null);
}

export function decideLanguagePath(pathname: string, stored: Locale | null, browser: Locale | null): LanguagePathDecision {
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
  // The visitor's current language, as on the root: the stored one, else the browser's, else es.
  return { kind: 'redirect', location: joinPath(stored ?? browser ?? defaultLocale, segments), loop: false };
}

function joinPath(locale: Locale, segments: string[]): string {
  return segments.length ? `/${locale}${spelledFor(locale, `/${segments.join('/')}`)}` : `/${locale}`;
}

/**
 * A page address as `locale` spells it: /free-consultation becomes /consulta-gratuita for es, so the redirect lands on
 * the page itself instead of on a second redirect between spellings. Any other path is kept as it is.
 */
function spelledFor(locale: Locale, path: string): string {
  const segments = path.split('/');
  for (const spelling of Object.values(routing.pathnames)) {
    if (typeof spelling === 'string') continue;
    for (const pattern of Object.values(spelling) as string[]) {
      const parts = pattern.split('/');
      // A page's pattern: its words as spelt, a [param] standing for one segment (/my-booking/[token]).
      const matches =
        parts.length === segments.length && parts.every((part, index) => part === segments[index] || (/^\[\w+\]$/.test(part) && segments[index] !== ''));
      if (!matches) continue;
      return spelling[locale]
        .split('/')
        .map((part, index) => (/^\[\w+\]$/.test(part) ? (segments[index] ?? part) : part))
        .join('/');
    }
  }
  return path;
}
