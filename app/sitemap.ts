import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { isPublicPathname, routing, type AppPathname } from '@/lib/i18n/routing';
import { hreflangAlternates, localizedUrl } from '@/lib/seo';

/**
 * The same hreflang alternates as each page's <head>. No changefreq or priority: search engines ignore them, and the
 * schema wants them before the alternates, which Next writes first.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const pathnames = (Object.keys(routing.pathnames) as AppPathname[]).filter(isPublicPathname);
  return pathnames.flatMap((href) => {
    const languages = hreflangAlternates(href);
    return locales.map((locale) => ({ url: localizedUrl(locale, href), alternates: { languages } }));
  });
}
