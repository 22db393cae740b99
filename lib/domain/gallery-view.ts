/**
 * What the portfolio grid and the viewer show of a gallery, whichever page it comes from (architecture
 * galleries derived from the manifest, advertising and tourism galleries from the provider). Pure data shapes.
 */
export interface ViewerImage {
  src: string;
  /** The image's title in the page language; also its alt text. */
  title: string;
  location?: string;
}

export interface ViewerGallery {
  id: string;
  title: string;
  description?: string;
  /** The filter value the gallery belongs to (architecture folder word or advertising category). */
  category?: string;
  thumbnail: string;
  imageCount: number;
  /** Empty while the gallery is locked: a protected gallery's list reaches the browser only after unlock. */
  images: ViewerImage[];
  locked: boolean;
  video: boolean;
}

/** What the page itself carries of a gallery: the viewer fetches the images when the gallery is opened. */
export type GallerySummary = Omit<ViewerGallery, 'images'>;

/** The card-level fields of a gallery, without its image list. */
export function gallerySummary(gallery: ViewerGallery): GallerySummary {
  const { id, title, description, category, thumbnail, imageCount, locked, video } = gallery;
  return {
    id,
    title,
    ...(description ? { description } : {}),
    ...(category ? { category } : {}),
    thumbnail,
    imageCount,
    locked,
    video,
  };
}

export type PortfolioPage = 'arquitectura' | 'publicidad' | 'turismo';

/** 1-based position of an image in the address (`?gallery=id&image=3`), clamped to the gallery. */
export function imageIndexFromParam(value: string | null, count: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || count === 0) return 0;
  return Math.min(n, count) - 1;
}
