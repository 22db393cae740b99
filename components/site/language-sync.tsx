'use client';

import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { rememberLanguage } from '@/lib/i18n/remember-language';

/**
 * Stores the address's language on client-side navigations too, which the proxy never sees, so unprefixed links
 * keep the visitor's language.
 */
export function LanguageSync({ locale }: { locale: Locale }) {
  useEffect(() => {
    // End-to-end tests wait for this mark so they never click before hydration.
    document.documentElement.dataset.hydrated = 'true';
    rememberLanguage(locale);
  }, [locale]);
  return null;
}
