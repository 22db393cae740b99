import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { isPublicPathname, routing, type AppPathname } from '@/lib/i18n/routing';
import { legalHrefs } from '@/components/legal/legal-vocabulary';
import { languageAlternates, localizedUrl } from '@/lib/seo';

const priority: Partial<Record<AppPathname, number>> = { '/': 1, '/consulta-gratuita': 0.9 };
const legal = new Set<AppPathname>(Object.values(legalHrefs));

/** Every page in every language, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pathnames = (Object.keys(routing.pathnames) as AppPathname[]).filter(isPublicPathname);
  return pathnames.flatMap((href) => {
    const languages = languageAlternates(href);
    return locales.map((locale) => ({
      url: localizedUrl(locale, href),
      changeFrequency: legal.has(href) ? ('yearly' as const) : ('monthly' as const),
      priority: priority[href] ?? (legal.has(href) ? 0.2 : 0.7),
      alternates: { languages },
    }));
  });
}
