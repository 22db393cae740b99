import type { GalleryContents, PortfolioPage } from '@/lib/domain/gallery-view';

/** Fetched on opening so the page carries only the cards. Null for a protected gallery without its unlock cookie. */
export async function fetchGalleryImages(
  page: PortfolioPage,
  galleryId: string,
  locale: string,
): Promise<GalleryContents | null> {
  const query = new URLSearchParams({ page, gallery: galleryId, lang: locale });
  const response = await fetch(`/api/galleries?${query.toString()}`);
  if (response.status === 403) return null;
  if (!response.ok) throw new Error(`gallery images answered ${response.status}`);
  return (await response.json()) as GalleryContents;
}
