import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { isPublicPathname, routing, type AppPathname } from '@/lib/i18n/routing';
import { hreflangAlternates, localizedUrl } from '@/lib/seo';

/**
 * Every page in every language, each with the same hreflang alternates its <head> declares (x-default: Spanish).
 * No changefreq or priority: search engines ignore them, and the sitemap schema wants them before the alternates,
 * which Next writes first.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const pathnames = (Object.keys(routing.pathnames) as AppPathname[]).filter(isPublicPathname);
  return pathnames.flatMap((href) => {
    const languages = hreflangAlternates(href);
    return locales.map((locale) => ({ url: localizedUrl(locale, href), alternates: { languages } }));
  });
}
