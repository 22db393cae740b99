import { deriveArchitectureGallery } from '@/lib/domain/gallery';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { imageNumber, mediaKeys, mediaUrl, type MediaCollection } from '@/lib/media/url';
import type { Gallery, GalleryPage, ServerGallery } from '@/lib/provider/contract';
import { corporativaGalleries } from './advertising-corporativa';
import { productoGalleries } from './advertising-producto';
import { publicidadGalleries } from './advertising-publicidad';
import { isStudioShot, places, shots, type AdvertisingSeed } from './advertising-shots';
import { architectureManifest } from './architecture-manifest';
import { architectureSeoCopy } from './architecture-seo';
import { tourismAsia } from './tourism-asia';
import { tourismMediterranean } from './tourism-mediterranean';
import type { SeedServerGallery } from './types';

export const advertisingSeeds: readonly AdvertisingSeed[] = [
  ...publicidadGalleries,
  ...corporativaGalleries,
  ...productoGalleries,
];

/** Alphabetical by id. */
export const tourismSeeds: readonly SeedServerGallery[] = [...tourismAsia, ...tourismMediterranean].sort((a, b) =>
  a.id.localeCompare(b.id),
);

function imageId(galleryId: string, index: number): string {
  return `${galleryId}-${imageNumber(index)}`;
}

function imageUrl(collection: MediaCollection, galleryId: string, index: number): string {
  return mediaUrl(mediaKeys.galleryImage(collection, galleryId, index));
}

function advertisingGallery(seed: AdvertisingSeed, lang: Locale): ServerGallery {
  return {
    id: seed.id,
    title: seed.title[lang],
    description: seed.description[lang],
    category: seed.category,
    images: seed.shots.map((kind, index) => ({
      id: imageId(seed.id, index),
      url: imageUrl('advertising', seed.id, index),
      title: shots[kind][lang],
      location: places[isStudioShot(kind) ? 'studio' : seed.place][lang],
    })),
  };
}

function tourismGallery(seed: SeedServerGallery, lang: Locale): ServerGallery {
  return {
    id: seed.id,
    title: seed.title[lang],
    description: seed.description[lang],
    images: seed.images.map((image, index) => ({
      id: imageId(seed.id, index),
      url: imageUrl('tourism', seed.id, index),
      title: image.title[lang],
      location: image.location[lang],
    })),
  };
}

export function buildServerGalleries(page: GalleryPage, lang: Locale): ServerGallery[] {
  return page === 'publicidad'
    ? advertisingSeeds.map((seed) => advertisingGallery(seed, lang))
    : tourismSeeds.map((seed) => tourismGallery(seed, lang));
}

export function buildArchitectureGalleries(lang: Locale): Gallery[] {
  const media = {
    image: mediaUrl,
    // Videos exist only on the media host; without it a video gallery shows its photographs.
    video: (id: string) => (env.MEDIA_BASE_URL ? mediaUrl(mediaKeys.galleryVideo('architecture', id)) : undefined),
  };
  return architectureManifest.map((entry) => deriveArchitectureGallery(entry, lang, architectureSeoCopy[lang], media));
}
