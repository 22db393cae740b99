'use client';

// eslint-disable-next-line no-restricted-imports -- the one place that wraps next/link with the language rule
import NextLink from 'next/link';
import { useParams, usePathname as useAddress, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps } from 'react';
import { defaultLocale, isLocale, type Locale } from './locales';
import { hrefFor, routeOf, type Href } from './page-paths';

/**
 * Localised links and navigation for server pages and client islands alike, read from the [locale] segment of the
 * address. next-intl's own Link and hooks need its client provider, whose message formatter (about 12 kB gzip) every
 * page would then load although only the booking islands format messages in the browser (see BookingMessages).
 */
export function useLocale(): Locale {
  const locale = useParams()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  /** The language of the target; the page's own by default. */
  locale?: Locale;
};

export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  return <NextLink href={hrefFor(target, href)} hrefLang={target === current ? undefined : target} {...props} />;
}

/** The route-table entry of the current address, e.g. '/consulta-gratuita' on /en/free-consultation. */
export function usePathname(): string {
  const locale = useLocale();
  return routeOf(locale, useAddress() ?? `/${locale}`);
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(
    () => ({
      push: (href: Href, options?: NavigateOptions) => router.push(hrefFor(options?.locale ?? current, href), { scroll: options?.scroll }),
      replace: (href: Href, options?: NavigateOptions) =>
        router.replace(hrefFor(options?.locale ?? current, href), { scroll: options?.scroll }),
    }),
    [router, current],
  );
}
