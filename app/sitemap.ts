import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { routing, type AppPathname } from '@/lib/i18n/routing';
import { localizedUrl } from '@/lib/seo';

const priority: Partial<Record<AppPathname, number>> = { '/': 1, '/consulta-gratuita': 0.9 };
const legal = new Set<AppPathname>(['/terms-and-conditions', '/legal-notice', '/privacy-policy', '/cookie-policy']);

/** Every page in every language, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pathnames = Object.keys(routing.pathnames) as AppPathname[];
  return pathnames.flatMap((href) =>
    locales.map((locale) => ({
      url: localizedUrl(locale, href),
      changeFrequency: legal.has(href) ? ('yearly' as const) : ('monthly' as const),
      priority: priority[href] ?? (legal.has(href) ? 0.2 : 0.7),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, localizedUrl(l, href)])) },
    })),
  );
}
