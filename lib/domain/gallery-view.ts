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

/**
 * What a portfolio page carries of a gallery, once: the cards, the viewer's launcher and the JSON-LD are client
 * components that receive the same list, which the page's RSC payload therefore serializes a single time. The viewer
 * fetches the images when the gallery is opened. Flags are left out when false.
 */
export interface PortfolioCard {
  id: string;
  title: string;
  description?: string;
  thumbnail: string;
  /** The line under the title: 'N images', or 'Protected'. */
  meta: string;
  locked?: true;
  video?: true;
}

/** A card of the grid, with the line under its title already worded in the page language. */
export function portfolioCard(gallery: ViewerGallery, meta: string): PortfolioCard {
  const { id, title, description, thumbnail, locked, video } = gallery;
  return {
    id,
    title,
    ...(description ? { description } : {}),
    thumbnail,
    meta,
    ...(locked ? { locked: true as const } : {}),
    ...(video ? { video: true as const } : {}),
  };
}

/** What the viewer shows of an opened gallery. */
export interface OpenGallery {
  title: string;
  description?: string;
  locked?: boolean;
  images: ViewerImage[];
}

export type PortfolioPage = 'arquitectura' | 'publicidad' | 'turismo';

/** 1-based position of an image in the address (`?gallery=id&image=3`), clamped to the gallery. */
export function imageIndexFromParam(value: string | null, count: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || count === 0) return 0;
  return Math.min(n, count) - 1;
}
