import { LANGUAGE_COOKIE_MAX_AGE_SECONDS, LANGUAGE_STORAGE_KEY, type Locale } from './locales';

/** The cookie serves the proxy, local storage the client features; nothing already current is written again. */
export function rememberLanguage(locale: Locale): void {
  try {
    if (window.localStorage.getItem(LANGUAGE_STORAGE_KEY) !== locale)
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch (error) {
    // Storage disabled: the cookie still carries the choice.
    console.error('[language] could not store the language', error);
  }
  const current = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_STORAGE_KEY}=([^;]*)`))?.[1];
  if (current !== locale) {
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }
}
