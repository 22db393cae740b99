import type { Locale } from './locales';
import { routing, type AppPathname } from './routing';

/** Every page of the route table (spec §2) as `locale` spells it, e.g. /en/free-consultation; read from the routing. */
export function localizedPagePaths(locale: Locale): string[] {
  return (Object.keys(routing.pathnames) as AppPathname[]).map((href) => {
    const spelling = routing.pathnames[href];
    const path = typeof spelling === 'string' ? spelling : spelling[locale];
    return path === '/' ? `/${locale}` : `/${locale}${path}`;
  });
}
