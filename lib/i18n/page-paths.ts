import type { Locale } from './locales';
import { isPublicPathname, routing, type AppPathname, type PublicPathname } from './routing';

/** A link target: a page of the route table, or one with its dynamic segments, query and fragment. */
export type Href =
  | PublicPathname
  | {
      pathname: AppPathname;
      params?: Record<string, string | string[] | undefined>;
      query?: Record<string, string>;
      hash?: string;
    };

function spelling(locale: Locale, href: AppPathname): string {
  const entry = routing.pathnames[href];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** Pure, so server pages, client islands, metadata and mail share one rule for localised addresses. */
export function hrefFor(locale: Locale, href: Href): string {
  const { pathname, params, query, hash } = typeof href === 'string' ? { pathname: href } : href;
  let path = spelling(locale, pathname);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string') path = path.replace(`[${name}]`, encodeURIComponent(value));
  }
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  const fragment = hash ? `#${hash.replace(/^#/, '')}` : '';
  return `${path === '/' ? `/${locale}` : `/${locale}${path}`}${search}${fragment}`;
}

/** The route-table entry of a localised address, e.g. /en/free-consultation → /consulta-gratuita. */
export function routeOf(locale: Locale, address: string): string {
  const rest = address.replace(new RegExp(`^/${locale}(?=/|$)`), '') || '/';
  for (const href of Object.keys(routing.pathnames) as AppPathname[]) {
    const pattern = spelling(locale, href)
      .replace(/[.*+?^${}()|\\]/g, '\\$&')
      .replace(/\[[^\]]+\]/g, '[^/]+');
    if (new RegExp(`^${pattern}$`).test(rest)) return href;
  }
  return rest;
}

/** Every public page of the route table as `locale` spells it. */
export function localizedPagePaths(locale: Locale): string[] {
  return (Object.keys(routing.pathnames) as AppPathname[])
    .filter(isPublicPathname)
    .map((href) => hrefFor(locale, href));
}

export function manageBookingPath(locale: Locale, token: string): string {
  return hrefFor(locale, { pathname: '/mi-reserva/[token]', params: { token } });
}
