import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { normalizeLocale } from './i18n/locales';
import type { PublicPathname } from './i18n/routing';
import { getPageSeo, type SeoSource } from './provider';
import { pageMetadata, seoDocumentOf, type PageMessageKey } from './seo';

function seoSource(key: PageMessageKey, gallery: string | undefined): SeoSource | null {
  if (gallery) return { gallery };
  const global = seoDocumentOf(key);
  return global ? { global } : null;
}

/**
 * Metadata of a page: what the studio typed in its document's SEO tab (a gallery's own, on a gallery's address), else
 * the `pages` messages, field by field.
 */
export async function translatedPageMetadata(
  params: Promise<{ locale: string; gallery?: string }>,
  key: PageMessageKey,
  href: PublicPathname,
): Promise<Metadata> {
  const { locale: raw, gallery } = await params;
  const locale = normalizeLocale(raw);
  const t = await getTranslations({ locale, namespace: 'pages' });
  const source = seoSource(key, gallery);
  const own = source ? await getPageSeo(source, locale) : null;
  return pageMetadata({
    locale,
    href,
    title: own?.title || t(`${key}.metaTitle`),
    description: own?.description || t(`${key}.metaDescription`),
    image: own?.image,
  });
}
