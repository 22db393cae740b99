import type { Metadata } from 'next';
import { env } from './env';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, locales, normalizeLocale, type Locale } from './i18n/locales';
import { pagesWithShareCard } from './i18n/known-pages';
import { hrefFor } from './i18n/page-paths';
import type { PublicPathname } from './i18n/routing';
import { studio } from './site';

const ogLocales: Record<Locale, string> = { es: 'es_ES', en: 'en_GB', it: 'it_IT' };

export function localizedUrl(locale: Locale, href: PublicPathname): string {
  return new URL(hrefFor(locale, href), env.SITE_URL).toString();
}

/** The page's address in each language, keyed by language code (hreflang). */
export function languageAlternates(href: PublicPathname): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, localizedUrl(l, href)])) as Record<Locale, string>;
}

/**
 * The hreflang alternates of a page, in its <head> and in the sitemap alike: each language, and Spanish as x-default.
 */
export function hreflangAlternates(href: PublicPathname): Record<Locale | 'x-default', string> {
  return { ...languageAlternates(href), 'x-default': localizedUrl(defaultLocale, href) };
}

/** Where a page's share card is: its own (pagesWithShareCard), or its language's. */
export function shareCardPath(locale: Locale, href: PublicPathname): string {
  return pagesWithShareCard.includes(href) ? `${hrefFor(locale, href)}/opengraph-image` : `/${locale}/opengraph-image`;
}

/** Title, description, canonical, hreflang alternates (es, en, it, x-default) and Open Graph for one page. */
export function pageMetadata({
  locale,
  href,
  title,
  description,
}: {
  locale: Locale;
  href: PublicPathname;
  title: string;
  description: string;
}): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: localizedUrl(locale, href),
      languages: hreflangAlternates(href),
    },
    openGraph: {
      type: 'website',
      siteName: studio.brand,
      title,
      description,
      url: localizedUrl(locale, href),
      locale: ogLocales[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocales[l]),
      // The page's own share card (the opengraph-image.tsx in its folder), else its language's
      // (app/[locale]/opengraph-image.tsx). Named here, since a page's openGraph replaces what its parents' files gave.
      images: [{ url: shareCardPath(locale, href), width: 1200, height: 630, alt: studio.brand }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [shareCardPath(locale, href)] },
  };
}

export type PageMessageKey =
  'home' | 'arquitectura' | 'publicidad' | 'turismo' | 'nm-ia' | 'servicios' | 'consultation';

/** Metadata of a page whose title and description live in the `pages` messages. */
export async function translatedPageMetadata(
  params: Promise<{ locale: string }>,
  key: PageMessageKey,
  href: PublicPathname,
): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = normalizeLocale(raw);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return pageMetadata({ locale, href, title: t(`${key}.metaTitle`), description: t(`${key}.metaDescription`) });
}
