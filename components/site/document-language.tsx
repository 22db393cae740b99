'use client';

import { useEffect } from 'react';

/**
 * Next renders a runtime 404 into its bare error shell, whose <html> has no lang; this restores it once the page
 * has loaded so assistive technology reads the page in the right language.
 */
export function DocumentLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
