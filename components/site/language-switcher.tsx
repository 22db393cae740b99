'use client';

import { useParams } from 'next/navigation';
import { useTransition } from 'react';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/i18n/page-paths';
import { useLocale, usePathname, useRouter } from '@/lib/i18n/navigation';
import { rememberLanguage } from '@/lib/i18n/remember-language';
import { routing, type AppPathname } from '@/lib/i18n/routing';

export type LanguageSwitcherTexts = { label: string; names: Record<Locale, string> };

/** Replaces the language segment of the current address without adding a history entry. */
export function LanguageSwitcher({ texts }: { texts: LanguageSwitcherTexts }) {
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function switchTo(locale: Locale) {
    if (locale === current) return;
    rememberLanguage(locale);
    const { search, hash } = window.location;
    if (pathname in routing.pathnames) {
      // The route is one of ours: spell it in the new language (e.g. /consulta-gratuita → /free-consultation), with
      // the filter, an open gallery and the section in view.
      const target = { pathname: pathname as AppPathname, params, query: Object.fromEntries(new URLSearchParams(search)), hash };
      if (search) {
        // A filtered grid is served per query by the server (see FilterNav), not by the client router.
        window.location.replace(hrefFor(locale, target));
        return;
      }
      startTransition(() => router.replace(target, { locale, scroll: false }));
      return;
    }
    // Anything else (a 404 address): swap the first segment in place.
    const rest = window.location.pathname.split('/').slice(2).join('/');
    window.location.replace(`/${locale}${rest ? `/${rest}` : ''}${search}${hash}`);
  }

  return (
    <div role="group" aria-label={texts.label} className="flex items-center gap-1" aria-busy={pending}>
      {locales.map((locale) => {
        const active = locale === current;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            onClick={() => switchTo(locale)}
            aria-pressed={active}
            // The visible code starts the accessible name (WCAG 2.5.3 Label in Name): 'EN · English'.
            aria-label={`${locale.toUpperCase()} · ${texts.names[locale]}`}
            className="lang"
          >
            {locale.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
