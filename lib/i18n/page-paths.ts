import type { Locale } from './locales';
import { isPublicPathname, routing, type AppPathname, type PublicPathname } from './routing';

/** A page as `locale` spells it, e.g. /en/free-consultation; read from the routing, usable outside React and Next. */
export function pagePath(locale: Locale, href: PublicPathname): string {
  const spelling = routing.pathnames[href];
  const path = typeof spelling === 'string' ? spelling : spelling[locale];
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Every public page of the route table (spec §2) as `locale` spells it. */
export function localizedPagePaths(locale: Locale): string[] {
  return (Object.keys(routing.pathnames) as AppPathname[]).filter(isPublicPathname).map((href) => pagePath(locale, href));
}

/** The address of a visitor's manage link in their language, e.g. /en/my-booking/{token} (issue 7). */
export function manageBookingPath(locale: Locale, token: string): string {
  return `/${locale}${routing.pathnames['/mi-reserva/[token]'][locale].replace('[token]', encodeURIComponent(token))}`;
}
