import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { isProtectedGallery } from '@/lib/domain/gallery';
import type { ViewerGallery, ViewerImage } from '@/lib/domain/gallery-view';
import type { Locale } from '@/lib/i18n/locales';
import {
  getArchitectureGalleries,
  getGalleries,
  previewArchitectureGalleries,
  previewGalleries,
  publishedOrDraft,
} from '@/lib/provider';
import { CONTENTS_TAG, cmsTag } from '@/lib/provider/content-tags';
import type { Gallery, GalleryPage, ServerGallery } from '@/lib/provider/contract';
import { fallbackGalleries } from './fallback-galleries';

// Tagged like every back-office read of galleries (cms:galleries:<lang>), so a publish in /admin refreshes the
// portfolio; an editor previewing reads the drafts, uncached.
const cachedArchitecture = (lang: Locale) =>
  publishedOrDraft(
    () =>
      unstable_cache(() => getArchitectureGalleries(lang), ['provider-architecture-galleries', lang], {
        tags: [CONTENTS_TAG, cmsTag('galleries', lang)],
      })(),
    (editor) => previewArchitectureGalleries(lang, editor),
  );
const cachedServer = (page: GalleryPage, lang: Locale) =>
  publishedOrDraft(
    () =>
      unstable_cache(() => getGalleries(page, lang), ['provider-server-galleries', page, lang], {
        tags: [CONTENTS_TAG, cmsTag('galleries', lang)],
      })(),
    (editor) => previewGalleries(page, lang, editor),
  );

/**
 * Architecture images have no titles of their own: each is named by the gallery's title and its number, and described
 * by the alt text the studio wrote, when there is one.
 */
export function architectureImages(gallery: Gallery, imageLabel: (n: number) => string): ViewerImage[] {
  return gallery.images.map((src, i) => {
    const alt = gallery.alts?.[i];
    return { src, title: `${gallery.title} · ${imageLabel(i + 1)}`, ...(alt ? { alt } : {}) };
  });
}

type ArchitectureGalleries = { galleries: ViewerGallery[]; seo: Gallery[]; lockedImages: Map<string, ViewerImage[]> };

/**
 * Architecture galleries for grid and viewer. A protected gallery comes without images; its images (always served
 * through this site's media route, never MEDIA_BASE_URL) are kept apart for the API to hand to an unlocked visitor.
 */
export async function architectureViewerGalleries(locale: Locale): Promise<ArchitectureGalleries> {
  const [all, t] = await Promise.all([cachedArchitecture(locale), getTranslations({ locale, namespace: 'gallery' })]);
  const label = (n: number) => t('viewer.imageNumber', { n });
  const lockedImages = new Map<string, ViewerImage[]>();
  const galleries = all.map((gallery): ViewerGallery => {
    const locked = isProtectedGallery(gallery);
    // Its addresses already point at this site's own routes, which check the unlock cookie
    // (lib/provider/cms/galleries.ts).
    if (locked) lockedImages.set(gallery.id, architectureImages(gallery, label));
    return {
      id: gallery.id,
      title: gallery.title,
      category: gallery.seoData.subcategory,
      thumbnail: gallery.thumbnail,
      ...(gallery.thumbnailAlt ? { thumbnailAlt: gallery.thumbnailAlt } : {}),
      imageCount: locked ? 0 : gallery.images.length,
      images: locked ? [] : architectureImages(gallery, label),
      locked,
      // Badged as a video only when a media host serves one: a 'video' gallery without it is its stills alone. A
      // protected gallery's film is not offered: the media host cannot check the unlock cookie.
      video: !locked && gallery.type === 'video' && Boolean(gallery.videoUrl),
      ...(!locked && gallery.type === 'video' && gallery.videoUrl ? { videoUrl: gallery.videoUrl } : {}),
    };
  });
  return { galleries, seo: all.filter((gallery) => !isProtectedGallery(gallery)), lockedImages };
}

function fromServer(gallery: ServerGallery): ViewerGallery {
  return {
    id: gallery.id,
    title: gallery.title,
    description: gallery.description,
    ...(gallery.category ? { category: gallery.category } : {}),
    thumbnail: gallery.images[0]?.url ?? '',
    ...(gallery.images[0]?.alt ? { thumbnailAlt: gallery.images[0].alt } : {}),
    imageCount: gallery.images.length,
    images: gallery.images.map((image) => ({
      src: image.url,
      title: image.title,
      ...(image.location ? { location: image.location } : {}),
      ...(image.alt ? { alt: image.alt } : {}),
    })),
    locked: false,
    video: false,
  };
}

/** The provider's galleries of the page, or the sample galleries when its list is empty or fails. */
export async function serverViewerGalleries(page: GalleryPage, locale: Locale): Promise<ViewerGallery[]> {
  try {
    const list = await cachedServer(page, locale);
    if (list.length > 0) return list.map(fromServer);
  } catch (error) {
    console.error(`[gallery] ${page}/${locale} could not be loaded; showing the sample galleries`, error);
  }
  return (await fallbackGalleries(page, locale)).map(fromServer);
}
