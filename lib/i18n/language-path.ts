import { defaultLocale, hasRegionSuffix, isLocale, type Locale, normalizeLocale, supportedBase } from './locales';
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

function isLanguageCode(segment: string): boolean {
  return isLocale(segment) || (hasRegionSuffix(segment) && supportedBase(segment) !== null);
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

  if (hasRegionSuffix(first)) {
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
  for (const spelling of Object.values(routing.pathnames)) {
    if (typeof spelling !== 'string' && (Object.values(spelling) as string[]).includes(path)) return spelling[locale];
  }
  return path;
}
