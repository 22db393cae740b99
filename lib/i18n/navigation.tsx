'use client';

// eslint-disable-next-line no-restricted-imports -- the one place that wraps next/link with the language rule
import NextLink from 'next/link';
import { useParams, usePathname as useAddress, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps, type SyntheticEvent } from 'react';
import { defaultLocale, isLocale, type Locale } from './locales';
import { hrefFor, routeOf, type Href } from './page-paths';

/**
 * Localised links and navigation for server pages and client islands alike, read from the [locale] segment of the
 * address. next-intl's own Link and hooks need its client provider, whose message formatter (about 12 kB gzip) every
 * page would then load although no island formats messages in the browser (the booking texts arrive formatted).
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

/**
 * Next prefetches every link that scrolls into view: the target's route code and its whole payload (with the hero
 * image's preload), on every page, while the page itself is still loading (on /nm-ia, 45 kB of the home and booking
 * pages' scripts). Here a link prefetches on the visitor's intent instead: pointer over it, a touch, or the keyboard's
 * focus, which still comes ahead of the click. `prefetch` given explicitly keeps Next's own behaviour.
 */
export function Link({ href, locale, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const current = useLocale();
  const router = useNextRouter();
  const target = locale ?? current;
  const address = hrefFor(target, href);
  const onIntent = prefetch === undefined ? () => router.prefetch(address) : undefined;
  const chain = <E extends SyntheticEvent>(handler: ((event: E) => void) | undefined) =>
    onIntent
      ? (event: E) => {
          handler?.(event);
          onIntent();
        }
      : handler;
  return (
    <NextLink
      href={address}
      hrefLang={target === current ? undefined : target}
      prefetch={prefetch ?? false}
      onMouseEnter={chain(onMouseEnter)}
      onTouchStart={chain(onTouchStart)}
      onFocus={chain(onFocus)}
      {...props}
    />
  );
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
