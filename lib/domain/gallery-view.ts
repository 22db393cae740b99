/** One shape for every portfolio page, whether its galleries come from the manifest or the provider. */
export interface ViewerImage {
  src: string;
  /** The image's title in the page language, shown under it and in its buttons' names. */
  title: string;
  location?: string;
  /** What it shows, as the studio described it; the title is the alt text without it. */
  alt?: string;
}

/** The text an <img> of the viewer carries. */
export const altText = (image: ViewerImage): string => image.alt || image.title;

export interface ViewerGallery {
  id: string;
  title: string;
  description?: string;
  /** An architecture folder word or an advertising category, as the filters compare it. */
  category?: string;
  thumbnail: string;
  thumbnailAlt?: string;
  imageCount: number;
  /** Empty while the gallery is locked: a protected gallery's list reaches the browser only after unlock. */
  images: ViewerImage[];
  locked: boolean;
  video: boolean;
  /** Sent to the viewer with the images, never in the page. */
  videoUrl?: string;
}

/**
 * The cards, the launcher and the JSON-LD receive this same list, so the RSC payload serializes it once. Flags are
 * left out when false to keep it short.
 */
export interface PortfolioCard {
  id: string;
  title: string;
  description?: string;
  /** Left out when the cover follows the page's pattern (see portfolioCards). */
  thumbnail?: string;
  /** The cover's alt text, for the JSON-LD's caption; the card itself is named by its title. */
  thumbnailAlt?: string;
  /** The line under the title: 'N images', or 'Protected'. */
  meta: string;
  locked?: true;
  video?: true;
}

/** Covers that follow one pattern are left out per card to keep the payload short; cardThumbnail restores them. */
export function portfolioCards(
  galleries: readonly ViewerGallery[],
  meta: (gallery: ViewerGallery) => string,
): { cards: PortfolioCard[]; thumbnailPattern: string } {
  const model = galleries.find((gallery) => gallery.thumbnail.includes(`/${gallery.id}/`));
  const thumbnailPattern = model ? model.thumbnail.replace(`/${model.id}/`, '/{id}/') : '';
  const cards = galleries.map(
    ({ id, title, description, thumbnail, thumbnailAlt, locked, video }, i): PortfolioCard => ({
      id,
      title,
      ...(description ? { description } : {}),
      ...(thumbnailPattern && patternThumbnail(thumbnailPattern, id) === thumbnail ? {} : { thumbnail }),
      ...(thumbnailAlt && !locked ? { thumbnailAlt } : {}),
      meta: meta(galleries[i] as ViewerGallery),
      ...(locked ? { locked: true as const } : {}),
      ...(video ? { video: true as const } : {}),
    }),
  );
  return { cards, thumbnailPattern };
}

const patternThumbnail = (pattern: string, id: string) => pattern.replace('{id}', () => id);

/** A card's cover address, its own or the page's pattern filled with its id. */
export function cardThumbnail(card: PortfolioCard, thumbnailPattern: string): string {
  return card.thumbnail ?? patternThumbnail(thumbnailPattern, card.id);
}

/** Fetched on opening, so the page itself never carries the images. */
export interface GalleryContents {
  images: ViewerImage[];
  /** A 'video' gallery's film on the media host, which the viewer shows before the stills. */
  videoUrl?: string;
}

export interface OpenGallery extends GalleryContents {
  title: string;
  description?: string;
  locked?: boolean;
  /** Its photographs come straight from the route that checks the gallery's lock (photosSkipOptimizer). */
  direct?: boolean;
}

export type PortfolioPage = 'arquitectura' | 'publicidad' | 'turismo';

/**
 * The studio may protect an architecture gallery at any time: its photographs never pass through Next's optimizer,
 * whose cache would keep handing them to anyone once the gallery is locked. The other portfolios' cannot be locked.
 */
export const photosSkipOptimizer = (page: PortfolioPage, locked: boolean | undefined): boolean =>
  locked === true || page === 'arquitectura';

/** 1-based position of an image in the address (`?gallery=id&image=3`), clamped to the gallery. */
export function imageIndexFromParam(value: string | null, count: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || count === 0) return 0;
  return Math.min(n, count) - 1;
}
