import type { Locale } from '@/lib/i18n/locales';

/** The galleries' part of the provider's contract (lib/provider/contract.ts re-exports it). */

export interface GalleryPasswordAttempt {
  galleryId: string;
  password: string;
  /** Language of the answer's message; Spanish when absent. */
  lang?: Locale;
}

export interface GalleryImage {
  id: string;
  url: string;
  title: string;
  location?: string;
  /** What the photograph shows, in the page's language; the title stands in when absent. */
  alt?: string;
}

/** Advertising and tourism galleries as the provider serves them. */
export interface ServerGallery {
  id: string;
  title: string;
  description: string;
  images: GalleryImage[];
  /** The advertising page's filter value (publicidad, corporativa or producto); absent for tourism. */
  category?: string;
}

export type GalleryPage = 'publicidad' | 'turismo';

export type SeoCategory = 'architecture' | 'corporate' | 'tourism' | 'advertising';

export interface SeoData {
  id: string;
  title: string;
  seoTitle: string;
  description: string;
  category: SeoCategory;
  subcategory: string;
  location: string;
  keywords: string[];
}

export type GalleryType = 'gallery' | 'video';

/** Architecture gallery record, derived from the manifest. */
export interface Gallery {
  id: string;
  title: string;
  thumbnail: string;
  /** The cover's alt text, when the studio wrote one. */
  thumbnailAlt?: string;
  images: string[];
  /** Alt texts of `images`, by position; an empty one falls back to the gallery's title and the image number. */
  alts?: string[];
  type: GalleryType;
  videoUrl?: string;
  /** The value 'PROTECTED' marks a protected gallery. */
  password?: string;
  seoData: SeoData;
}
