import type { Metadata } from 'next';
import { env } from './env';
import { defaultLocale, locales, type Locale } from './i18n/locales';
import { pagesWithShareCard } from './i18n/known-pages';
import { hrefFor } from './i18n/page-paths';
import type { PublicPathname } from './i18n/routing';
import { studio } from './site';

/** A share image the studio chose, as an absolute address. */
export type ShareImage = { url: string; width?: number; height?: number; alt: string };

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
  image,
}: {
  locale: Locale;
  href: PublicPathname;
  title: string;
  description: string;
  /** The studio's own share image (the SEO tab); else the page's generated card. */
  image?: ShareImage | null;
}): Metadata {
  const cardImage = image
    ? { ...image, alt: image.alt || title }
    : { url: shareCardPath(locale, href), width: 1200, height: 630, alt: studio.brand };
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
      // The studio's photo from the SEO tab, else the page's own card (the opengraph-image.tsx in its folder) or its
      // language's. Named here: images given at a level replace what that level's and its parents' files give.
      images: [cardImage],
    },
    twitter: { card: 'summary_large_image', title, description, images: [cardImage.url] },
  };
}

export type PageMessageKey =
  'home' | 'arquitectura' | 'publicidad' | 'turismo' | 'nm-ia' | 'servicios' | 'consultation';

/** The back-office document whose SEO tab a page takes its title, description and share image from. */
export const SEO_DOCUMENTS = { home: 'home-page', servicios: 'services-page', 'nm-ia': 'nm-ia-page' } as const;

/** The page's SEO document, or null for a page whose title and description are the messages' only. */
export function seoDocumentOf(page: PageMessageKey): (typeof SEO_DOCUMENTS)[keyof typeof SEO_DOCUMENTS] | null {
  return page in SEO_DOCUMENTS ? SEO_DOCUMENTS[page as keyof typeof SEO_DOCUMENTS] : null;
}

/** The `pages` messages each portfolio's galleries fall back to, by the gallery's category in the back office. */
export const GALLERY_PAGE_KEYS = {
  architecture: 'arquitectura',
  advertising: 'publicidad',
  tourism: 'turismo',
} as const;
