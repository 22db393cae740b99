import { decideLanguagePath } from './language-path';
import { LANGUAGE_STORAGE_KEY, localeFromAcceptLanguage, normalizeLocale, type Locale } from './locales';

type CookieReader = { get(name: string): { value: string } | undefined };

/** The visitor's stored language (the language cookie), if any. */
export function storedLanguage(cookies: CookieReader): Locale | null {
  const value = cookies.get(LANGUAGE_STORAGE_KEY)?.value;
  return value ? normalizeLocale(value) : null;
}

/** Shared by the proxy and the root page so both pick the same language: stored, else the browser's, else es. */
export function decideForRequest(pathname: string, cookies: CookieReader, acceptLanguage: string | null) {
  return decideLanguagePath(pathname, storedLanguage(cookies), localeFromAcceptLanguage(acceptLanguage));
}

/** For answers that depend on the visitor's language: no shared cache may keep one visitor's answer for all. */
export const VISITOR_LANGUAGE_CACHE_HEADERS = {
  'Cache-Control': 'private, no-cache',
  Vary: 'Cookie, Accept-Language',
  // RFC 9213's targeted field, which CDNs read before Cache-Control.
  'CDN-Cache-Control': 'no-store',
} as const;

/** Set by the proxy on `/` to name the home page the root serves. */
export const ROOT_LANGUAGE_HEADER = 'x-root-language';

/**
 * Next's own rewrite, not the proxy's: a proxy rewrite goes over the network when the server binds 127.0.0.1 and fails
 * behind a TLS-terminating proxy (vercel/next.js#94745).
 */
export function rootRewrite(localeCodes: readonly string[]) {
  return {
    source: '/',
    has: [{ type: 'header' as const, key: ROOT_LANGUAGE_HEADER, value: `(?<lang>${localeCodes.join('|')})` }],
    destination: '/:lang',
  };
}
