'use client';

import { useParams, usePathname as useAddress } from 'next/navigation';
import { useTransition, type MouseEvent } from 'react';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/i18n/page-paths';
import { useLocale, usePathname, useRouter } from '@/lib/i18n/navigation';
import { rememberLanguage } from '@/lib/i18n/remember-language';
import { routing, type AppPathname } from '@/lib/i18n/routing';

export type LanguageSwitcherTexts = { label: string; names: Record<Locale, string> };

/**
 * One link per language to the same page in that language (the first segment replaced): without JavaScript a plain
 * link, the proxy storing the language it opens in; with it, the choice is stored here and the address replaced without
 * adding a history entry, keeping the query and the fragment.
 */
export function LanguageSwitcher({ texts }: { texts: LanguageSwitcherTexts }) {
  const current = useLocale();
  const pathname = usePathname();
  const address = useAddress() ?? `/${current}`;
  const params = useParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const known = pathname in routing.pathnames;

  // The route is one of ours: spelt in each language (e.g. /consulta-gratuita → /free-consultation). Anything else
  // (a 404 address): the first segment swapped.
  const rest = address.split('/').slice(2).join('/');
  const hrefOf = (locale: Locale) =>
    known ? hrefFor(locale, { pathname: pathname as AppPathname, params }) : `/${locale}${rest ? `/${rest}` : ''}`;

  function switchTo(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (locale === current) return;
    rememberLanguage(locale);
    const { search, hash } = window.location;
    if (known && !search) {
      // With the section in view. (A filtered grid is served per query by the server, see FilterNav, so an address
      // with a query is loaded, not routed.)
      const target = { pathname: pathname as AppPathname, params, hash };
      startTransition(() => router.replace(target, { locale, scroll: false }));
      return;
    }
    window.location.replace(`${hrefOf(locale)}${search}${hash}`);
  }

  return (
    <div role="group" aria-label={texts.label} className="flex items-center gap-1" aria-busy={pending}>
      {locales.map((locale) => (
        <a
          key={locale}
          href={hrefOf(locale)}
          hrefLang={locale}
          lang={locale}
          onClick={(event) => switchTo(event, locale)}
          aria-current={locale === current ? 'true' : undefined}
          // The visible code starts the accessible name (WCAG 2.5.3 Label in Name): 'EN · English'.
          aria-label={`${locale.toUpperCase()} · ${texts.names[locale]}`}
          className="lang"
        >
          {locale.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
