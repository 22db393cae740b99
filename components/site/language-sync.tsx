'use client';

import { useEffect } from 'react';
import { LANGUAGE_STORAGE_KEY, type Locale } from '@/lib/i18n/locales';

/** The address's language is authoritative; local storage mirrors it so client features read the same choice. */
export function LanguageSync({ locale }: { locale: Locale }) {
  useEffect(() => {
    // Marks the page interactive, for end-to-end tests that must not click before hydration.
    document.documentElement.dataset.hydrated = 'true';
    try {
      if (window.localStorage.getItem(LANGUAGE_STORAGE_KEY) !== locale) {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
      }
    } catch (error) {
      console.error('[language] could not store the language', error);
    }
  }, [locale]);
  return null;
}
