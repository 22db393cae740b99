import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { architectureManifest } from '@/lib/provider/embedded/content/galleries/architecture-manifest';
import { resetDatabase, setTestEnvironment } from './support/environment';

// The studio's media host: videos live only there (spec §7), so a 'video' gallery has a film only when one is set.
const MEDIA_HOST = 'http://127.0.0.1:4599/studio';
setTestEnvironment({ MEDIA_BASE_URL: MEDIA_HOST });

// Outside Next's server there is no data cache and no request config: the route reads the store and the messages
// directly (the same reads, uncached).
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'es' | 'en' | 'it'; namespace: string }) => {
    const messages = (await import(`@/messages/${locale}/gallery.json`)).default as Record<string, unknown>;
    return createTranslator({ locale, messages: { [namespace]: messages }, namespace });
  },
}));
const { GET } = await import('@/app/api/galleries/route');
const { architectureViewerGalleries } = await import('@/components/gallery/portfolio-data');
const { closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

const videoGallery = architectureManifest.find((entry) => entry.type === 'video' && !entry.protected);
const stillsGallery = architectureManifest.find((entry) => (entry.type ?? 'gallery') === 'gallery' && !entry.protected);

async function opened(id: string, lang = 'es') {
  const response = await GET(
    new Request(`http://localhost/api/galleries?page=arquitectura&gallery=${id}&lang=${lang}`),
  );
  return {
    status: response.status,
    body: (await response.json()) as { id: string; images: { src: string; title: string }[]; videoUrl?: string },
  };
}

describe('a video gallery’s film, from the media host (MEDIA_BASE_URL)', () => {
  it('comes with the images the viewer fetches, addressed on the media host, before the stills', async () => {
    if (!videoGallery) throw new Error('the manifest has no video gallery');
    for (const lang of ['es', 'en', 'it']) {
      const { status, body } = await opened(videoGallery.id, lang);
      expect(status).toBe(200);
      expect(body.videoUrl).toBe(`${MEDIA_HOST}/architecture/${videoGallery.id}/video.mp4`);
      expect(body.images).toHaveLength(videoGallery.imageCount);
      expect(body.images[0]?.src).toBe(`${MEDIA_HOST}/architecture/${videoGallery.id}/01.jpg`);
    }
  });

  it('a gallery of stills has none', async () => {
    if (!stillsGallery) throw new Error('the manifest has no gallery of stills');
    const { status, body } = await opened(stillsGallery.id);
    expect(status).toBe(200);
    expect(body.videoUrl).toBeUndefined();
  });

  it('the page carries only the card’s badge: the film’s address waits for the viewer', async () => {
    const { galleries } = await architectureViewerGalleries('es');
    const video = galleries.filter((gallery) => gallery.video);
    expect(video.map((gallery) => gallery.id).sort()).toEqual(
      architectureManifest
        .filter((entry) => entry.type === 'video' && !entry.protected)
        .map((entry) => entry.id)
        .sort(),
    );
  });
});
