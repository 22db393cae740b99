import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ConsentTexts } from './consent-texts';

/** The banner's texts in one language (app/api/consent-texts/[locale], a static file). */
export const consentTextsUrl = (locale: Locale) => `/api/consent-texts/${locale}`;

/**
 * The banner's and the dialog's texts in the page's language, fetched once the banner has to show (`wanted`): a
 * returning visitor who made a choice never fetches them. After a change of language the previous texts stay until
 * the new ones arrive; a failed fetch is tried again the next time the banner is wanted.
 */
export function useConsentTexts(locale: Locale, wanted: boolean): ConsentTexts | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; texts: ConsentTexts }>();
  const current = loaded?.locale;
  useEffect(() => {
    if (!wanted || current === locale) return;
    let live = true;
    fetch(consentTextsUrl(locale))
      .then((response) => (response.ok ? (response.json() as Promise<ConsentTexts>) : Promise.reject(new Error(String(response.status)))))
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
