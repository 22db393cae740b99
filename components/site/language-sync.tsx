'use client';

import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { rememberLanguage } from '@/lib/i18n/remember-language';

/**
 * The address's language is authoritative and is stored on every page it renders, including pages reached by
 * client-side navigation (which the proxy, seeing only background requests, does not store), so that unprefixed
 * links such as the footer's legal pages keep the visitor's language.
 */
export function LanguageSync({ locale }: { locale: Locale }) {
  useEffect(() => {
    // Marks the page interactive, for end-to-end tests that must not click before hydration.
    document.documentElement.dataset.hydrated = 'true';
    rememberLanguage(locale);
  }, [locale]);
  return null;
}
