'use client';

import { useParams, usePathname as useAddress, useRouter as useNextRouter } from 'next/navigation';
import { useEffect, useMemo, type ComponentProps, type MouseEvent, type SyntheticEvent } from 'react';
import { defaultLocale, isLocale, type Locale } from './locales';
import { hrefFor, routeOf, type Href } from './page-paths';

/**
 * Not next-intl's Link and hooks: they need its client provider, whose message formatter every page would then load
 * though no island formats messages in the browser.
 */
export function useLocale(): Locale {
  const locale = useParams()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: Href;
  /** The language of the target; the page's own by default. */
  locale?: Locale;
  /** `false`: not even on intent. */
  prefetch?: false;
  replace?: boolean;
  /** `false` keeps the scroll position; by default the router scrolls to the top or the #fragment. */
  scroll?: boolean;
};

/** Modifier keys open a tab or window, which the browser must handle itself. */
const followsInPlace = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A real `<a href>`, so it works without JavaScript and crawlers follow it. Not next/link: its viewport prefetching
 * competes with the page's own loading; this one prefetches on intent (hover, touch, focus) instead.
 */
export function Link({
  href,
  locale,
  prefetch,
  replace,
  scroll,
  onClick,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps) {
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
    if (
      event.defaultPrevented ||
      !followsInPlace(event) ||
      (props.target && props.target !== '_self') ||
      props.download !== undefined
    )
      return;
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
      push: (href: Href, options?: NavigateOptions) =>
        router.push(hrefFor(options?.locale ?? current, href), { scroll: options?.scroll }),
      replace: (href: Href, options?: NavigateOptions) =>
        router.replace(hrefFor(options?.locale ?? current, href), { scroll: options?.scroll }),
    }),
    [router, current],
  );
}

/**
 * Next's runtime 404 shell has no lang on <html>; restoring it lets assistive technology read the right language.
 * Here, in a module every page loads, so it costs no request of its own.
 */
export function DocumentLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
