'use client';

import { useParams, usePathname as useAddress, useRouter as useNextRouter } from 'next/navigation';
import { useEffect, useMemo, type ComponentProps, type MouseEvent, type SyntheticEvent } from 'react';
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

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: Href;
  /** The language of the target; the page's own by default. */
  locale?: Locale;
  /** `false`: not even on intent (see below). */
  prefetch?: false;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** `false` keeps the scroll position (the router scrolls to the top, or to the address's #fragment, by default). */
  scroll?: boolean;
};

/** A click the browser would follow in this tab: main button, no modifier key (those open a tab or a window). */
const followsInPlace = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An internal link: a real `<a href>` in the page's language (it works without JavaScript, opens in a new tab with a
 * modifier key, and is what crawlers follow), navigated by the app router on a plain click.
 *
 * Not next/link: its viewport prefetching is the wrong default here (Next fetched every visible link's route code and
 * payload, with the hero image's preload, while the page itself was still loading: on /nm-ia, 45 kB of the home and
 * booking pages' scripts), and what is left of it once that is off (its observer, URL formatting and ref merging)
 * was about 3 kB of every page's first scripts. Here a link prefetches on the visitor's intent — pointer over it, a
 * touch, or the keyboard's focus, which still comes ahead of the click — and a click goes through the same
 * `router.push` next/link calls.
 */
export function Link({ href, locale, prefetch, replace, scroll, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const current = useLocale();
  const router = useNextRouter();
  const target = locale ?? current;
  const address = hrefFor(target, href);
  const onIntent = prefetch === false ? undefined : () => router.prefetch(address);
  const chain = <E extends SyntheticEvent>(handler: ((event: E) => void) | undefined) =>
    onIntent
      ? (event: E) => {
          handler?.(event);
          onIntent();
        }
      : handler;
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followsInPlace(event) || (props.target && props.target !== '_self') || props.download !== undefined) return;
    event.preventDefault();
    if (replace) router.replace(address, { scroll });
    else router.push(address, { scroll });
  };
  return (
    <a
      href={address}
      hrefLang={target === current ? undefined : target}
      onClick={navigate}
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

/**
 * Next renders a runtime 404 into its bare error shell, whose <html> has no lang; this restores it once the page has
 * loaded so assistive technology reads the page in the right language. It lives here, in a module every page already
 * loads, rather than in a file of its own that cost every page one more request (the [locale] not-found boundary is
 * loaded with each page).
 */
export function DocumentLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
