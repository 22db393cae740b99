import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { mediaKeys, mediaUrl } from '@/lib/media/url';
import type { GalleryPage, ServerGallery } from '@/lib/provider/contract';
import { fallbackGallerySamples as samples } from '@/lib/provider/fallback-gallery-samples';

const IMAGES_PER_SAMPLE = 3;

/**
 * The sample galleries shown when the provider's list is empty: translated titles over photographs the studio's media
 * already holds, so the page never presents an empty grid.
 */
export async function fallbackGalleries(page: GalleryPage, locale: Locale): Promise<ServerGallery[]> {
  const t = await getTranslations({ locale, namespace: 'gallery.fallback' });
  return samples[page].map((sample) => ({
    id: sample.id,
    title: t(`${sample.key}.title`),
    description: t(`${sample.key}.description`),
    ...(sample.category ? { category: sample.category } : {}),
    images: Array.from({ length: IMAGES_PER_SAMPLE }, (_, i) => ({
      id: `${sample.id}-${i + 1}`,
      url: mediaUrl(mediaKeys.galleryImage(sample.collection, sample.id, i)),
      title: t(`${sample.key}.image`, { n: i + 1 }),
      location: t(`${sample.key}.location`),
    })),
  }));
}
