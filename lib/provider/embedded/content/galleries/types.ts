import type { Locale } from '@/lib/i18n/locales';

/** A text written once per language (never machine-copied from one to the others). */
export type Localized = Record<Locale, string>;

export interface SeedGalleryImage {
  title: Localized;
  location: Localized;
}

/** An advertising or tourism gallery as seeded; image ids and URLs are derived from the gallery id and position. */
export interface SeedServerGallery {
  id: string;
  title: Localized;
  description: Localized;
  images: readonly SeedGalleryImage[];
}
