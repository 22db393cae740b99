import type { Locale } from '@/lib/i18n/locales';
import { imageGalleriesLd, jsonLdText, type GalleryLd } from '@/lib/structured-data';

export type { GalleryLd };

/** The galleries' SEO data as schema.org ImageGallery items, in the page's language. */
export function GalleryJsonLd({ url, locale, galleries }: { url: string; locale: Locale; galleries: GalleryLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(imageGalleriesLd({ url, locale, galleries })) }} />;
}
