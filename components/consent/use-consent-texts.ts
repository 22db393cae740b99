import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ConsentTexts } from './consent-texts';

/** A static file per language, so the texts are cached like any asset. */
export const consentTextsUrl = (locale: Locale) => `/api/consent-texts/${locale}`;

/**
 * Fetched only when the banner must show, so a returning visitor never loads them. Old texts stay until new ones
 * arrive; a failed fetch is retried the next time the banner is wanted.
 */
export function useConsentTexts(locale: Locale, wanted: boolean): ConsentTexts | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; texts: ConsentTexts }>();
  const current = loaded?.locale;
  useEffect(() => {
    if (!wanted || current === locale) return;
    let live = true;
    fetch(consentTextsUrl(locale))
      .then((response) =>
        response.ok ? (response.json() as Promise<ConsentTexts>) : Promise.reject(new Error(String(response.status))),
      )
      .then((texts) => {
        if (live) setLoaded({ locale, texts });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [locale, wanted, current]);
  return loaded?.texts;
}
