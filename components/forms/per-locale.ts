import type { Locale } from '@/lib/i18n/locales';

/**
 * Bound once at module level: an action bound during render is new each time, and the server's render of a form
 * posted without JavaScript suspends on it forever.
 */
export function perLocale<Rest extends unknown[], Result>(
  action: (locale: string, ...rest: Rest) => Result,
): Record<Locale, (...rest: Rest) => Result> {
  return { es: action.bind(null, 'es'), en: action.bind(null, 'en'), it: action.bind(null, 'it') };
}
