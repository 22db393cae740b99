import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { BusinessStage } from '@/lib/provider/contract';
import { LOCAL_MEDIA_PREFIX, resolveMediaUrl } from './media-path';

export { LOCAL_MEDIA_PREFIX, resolveMediaUrl };

/**
 * Every media file has one relative key (e.g. `architecture/atico-ruzafa-valencia-casas/01.jpg`). With MEDIA_BASE_URL
 * the key is resolved against the studio's media host; without it the product serves its own generated image at
 * `/media/{key}`, which next/image accepts as a local image (next.config.ts localPatterns).
 */
export function mediaUrl(key: string): string {
  return resolveMediaUrl(key, env.MEDIA_BASE_URL);
}

/** Two-digit image numbers from 01, as the galleries are stored on the media host. */
export function imageNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

export type MediaCollection = 'architecture' | 'advertising' | 'tourism';

export const mediaKeys = {
  galleryImage: (collection: MediaCollection, galleryId: string, index: number) =>
    `${collection}/${galleryId}/${imageNumber(index)}.jpg`,
  galleryVideo: (collection: MediaCollection, galleryId: string) => `${collection}/${galleryId}/video.mp4`,
  heroPoster: () => 'home/hero-poster.jpg',
  clientLogo: (slug: string) => `clients/${slug}.png`,
  teamPortrait: (slug: string) => `team/${slug}.jpg`,
  testimonialPortrait: (slug: string) => `testimonials/${slug}.jpg`,
  caseStudy: (slug: string) => `case-studies/${slug}.jpg`,
  serviceStage: (stage: BusinessStage) => `services/stage-${stage}.jpg`,
  leadMagnet: (lang: Locale) => `lead-magnet/guide-${lang}.jpg`,
} as const;

/** The hero's background video lives only on an external host; without HERO_VIDEO_URL the hero shows its poster. */
export function heroMedia(): { posterUrl: string; videoUrl: string | undefined } {
  return { posterUrl: mediaUrl(mediaKeys.heroPoster()), videoUrl: env.HERO_VIDEO_URL };
}
