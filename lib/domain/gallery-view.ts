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
  /** The film of a 'video' gallery, on the media host: sent to the viewer with the images, never in the page. */
  videoUrl?: string;
}

/**
 * What a portfolio page carries of a gallery, once: the cards, the viewer's launcher and the JSON-LD are client
 * components that receive the same list, which the page's RSC payload therefore serializes a single time. The viewer
 * fetches the images when the gallery is opened. Flags are left out when false.
 */
export interface PortfolioCard {
  id: string;
  title: string;
  description?: string;
  /** Left out when the cover follows the page's pattern (see portfolioCards). */
  thumbnail?: string;
  /** The line under the title: 'N images', or 'Protected'. */
  meta: string;
  locked?: true;
  video?: true;
}

/**
 * A page's cards, with the line under each title already worded in the page language. Covers that follow one
 * pattern (`/media/architecture/{id}/01.jpg`, found from the first gallery whose cover holds its id) are not written
 * out per card: cardThumbnail puts them back.
 */
export function portfolioCards(galleries: readonly ViewerGallery[], meta: (gallery: ViewerGallery) => string): { cards: PortfolioCard[]; thumbnailPattern: string } {
  const model = galleries.find((gallery) => gallery.thumbnail.includes(`/${gallery.id}/`));
  const thumbnailPattern = model ? model.thumbnail.replace(`/${model.id}/`, '/{id}/') : '';
  const cards = galleries.map(({ id, title, description, thumbnail, locked, video }, i): PortfolioCard => ({
    id,
    title,
    ...(description ? { description } : {}),
    ...(thumbnailPattern && patternThumbnail(thumbnailPattern, id) === thumbnail ? {} : { thumbnail }),
    meta: meta(galleries[i] as ViewerGallery),
    ...(locked ? { locked: true as const } : {}),
    ...(video ? { video: true as const } : {}),
  }));
  return { cards, thumbnailPattern };
}

const patternThumbnail = (pattern: string, id: string) => pattern.replace('{id}', () => id);

/** A card's cover address, its own or the page's pattern filled with its id. */
export function cardThumbnail(card: PortfolioCard, thumbnailPattern: string): string {
  return card.thumbnail ?? patternThumbnail(thumbnailPattern, card.id);
}

/** What the viewer fetches when a gallery is opened (GET /api/galleries?gallery=…). */
export interface GalleryContents {
  images: ViewerImage[];
  /** A 'video' gallery's film on the media host, which the viewer shows before the stills. */
  videoUrl?: string;
}

/** What the viewer shows of an opened gallery. */
export interface OpenGallery extends GalleryContents {
  title: string;
  description?: string;
  locked?: boolean;
}

export type PortfolioPage = 'arquitectura' | 'publicidad' | 'turismo';

/** 1-based position of an image in the address (`?gallery=id&image=3`), clamped to the gallery. */
export function imageIndexFromParam(value: string | null, count: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || count === 0) return 0;
  return Math.min(n, count) - 1;
}
