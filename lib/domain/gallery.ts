import type { Locale } from '@/lib/i18n/locales';

/**
 * Architecture gallery rules: a gallery record is derived from a manifest entry (its id, written names, category, image
 * count and type). Pure: no React, Next or provider imports; the provider supplies URLs and translated wording.
 */
export const architectureCategories = ['catalogos', 'hospitality', 'casas', 'oficinas', 'retail'] as const;
export type ArchitectureCategory = (typeof architectureCategories)[number];

/** The password field of a protected gallery carries this mark; the real password never leaves the server. */
export const PROTECTED_GALLERY_MARK = 'PROTECTED';

export interface ArchitectureManifestEntry {
  id: string;
  /** The gallery's name as written in each language: never derived from the id, which has lost accents and ñ. */
  title: Readonly<Record<Locale, string>>;
  category: ArchitectureCategory;
  imageCount: number;
  type?: 'gallery' | 'video';
  protected?: boolean;
  /** Extra search words for this gallery, beyond those of its category. */
  keywords?: readonly string[];
}

export interface DerivedSeoData {
  id: string;
  title: string;
  seoTitle: string;
  description: string;
  category: 'architecture';
  subcategory: ArchitectureCategory;
  location: string;
  keywords: string[];
}

export interface DerivedGallery {
  id: string;
  title: string;
  thumbnail: string;
  images: string[];
  type: 'gallery' | 'video';
  videoUrl?: string;
  password?: string;
  seoData: DerivedSeoData;
}

/** Translated wording for the SEO fields of one language. */
export interface ArchitectureSeoCopy {
  seoTitle: (title: string, location: string, categoryLabel: string) => string;
  description: (title: string, location: string, categoryLabel: string) => string;
  categoryLabels: Record<ArchitectureCategory, string>;
  categoryKeywords: Record<ArchitectureCategory, readonly string[]>;
}

/** Image paths inside a gallery folder, numbered from 01 with two digits. */
export function numberedImagePaths(folder: string, count: number, extension = 'jpg'): string[] {
  return Array.from(
    { length: Math.max(0, count) },
    (_, i) => `${folder}/${String(i + 1).padStart(2, '0')}.${extension}`,
  );
}

/** Valencia when the id names it, otherwise España. */
export function galleryLocation(id: string): 'Valencia' | 'España' {
  return id.toLowerCase().includes('valencia') ? 'Valencia' : 'España';
}

export function buildArchitectureSeoData(
  entry: ArchitectureManifestEntry,
  lang: Locale,
  copy: ArchitectureSeoCopy,
): DerivedSeoData {
  const title = entry.title[lang];
  const location = galleryLocation(entry.id);
  const categoryLabel = copy.categoryLabels[entry.category];
  const keywords = [...copy.categoryKeywords[entry.category], ...(entry.keywords ?? []), location.toLowerCase()];
  return {
    id: entry.id,
    title,
    seoTitle: copy.seoTitle(title, location, categoryLabel),
    description: copy.description(title, location, categoryLabel),
    category: 'architecture',
    subcategory: entry.category,
    location,
    keywords: [...new Set(keywords)],
  };
}

export interface GalleryMediaResolver {
  /** Turns a media key such as 'architecture/{id}/01.jpg' into a URL. */
  image: (key: string) => string;
  /** The gallery's video URL, when a media host serves one. */
  video: (id: string) => string | undefined;
}

export function deriveArchitectureGallery(
  entry: ArchitectureManifestEntry,
  lang: Locale,
  copy: ArchitectureSeoCopy,
  media: GalleryMediaResolver,
): DerivedGallery {
  const images = numberedImagePaths(`architecture/${entry.id}`, entry.imageCount).map(media.image);
  return architectureGallery(entry, lang, copy, {
    images,
    // A protected gallery's photographs are locked, so its card shows a cover that is not one of them.
    thumbnail: entry.protected ? media.image(`architecture/${entry.id}/cover.jpg`) : (images[0] ?? ''),
    videoUrl: (entry.type ?? 'gallery') === 'video' ? media.video(entry.id) : undefined,
  });
}

/** An architecture gallery from its entry and the addresses of its pictures (as the back office holds them). */
export function architectureGallery(
  entry: ArchitectureManifestEntry,
  lang: Locale,
  copy: ArchitectureSeoCopy,
  pictures: { images: string[]; thumbnail: string; videoUrl?: string; alts?: string[]; thumbnailAlt?: string },
): DerivedGallery {
  const type = entry.type ?? 'gallery';
  const videoUrl = type === 'video' ? pictures.videoUrl : undefined;
  return {
    id: entry.id,
    title: entry.title[lang],
    thumbnail: pictures.thumbnail,
    ...(pictures.thumbnailAlt ? { thumbnailAlt: pictures.thumbnailAlt } : {}),
    images: pictures.images,
    ...(pictures.alts?.some(Boolean) ? { alts: pictures.alts } : {}),
    type,
    ...(videoUrl ? { videoUrl } : {}),
    ...(entry.protected ? { password: PROTECTED_GALLERY_MARK } : {}),
    seoData: buildArchitectureSeoData(entry, lang, copy),
  };
}

export function isProtectedGallery(gallery: { password?: string }): boolean {
  return gallery.password === PROTECTED_GALLERY_MARK;
}
