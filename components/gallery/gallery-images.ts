import type { GalleryContents, PortfolioPage } from '@/lib/domain/gallery-view';

/**
 * A gallery's images (and its film, when a media host serves one), fetched when it is opened so the page carries only
 * its cards. Null when the gallery is protected and the visitor holds no unlock cookie for it (the API answers 403).
 */
export async function fetchGalleryImages(page: PortfolioPage, galleryId: string, locale: string): Promise<GalleryContents | null> {
  const query = new URLSearchParams({ page, gallery: galleryId, lang: locale });
  const response = await fetch(`/api/galleries?${query.toString()}`);
  if (response.status === 403) return null;
  if (!response.ok) throw new Error(`gallery images answered ${response.status}`);
  return (await response.json()) as GalleryContents;
}
