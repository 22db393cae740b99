import type { MediaCollection } from '@/lib/media/url';
import type { GalleryPage } from './contract';

/**
 * The sample galleries a page shows when the provider's list is empty or fails
 * (components/gallery/fallback-galleries.ts gives them their translated texts and photographs); the proxy opens them
 * without JavaScript like the others (lib/provider/gallery-directory.ts).
 */
export const fallbackGallerySamples: Readonly<
  Record<
    GalleryPage,
    readonly {
      collection: MediaCollection;
      id: string;
      category?: string;
      key: 'campaign' | 'corporate' | 'coast' | 'temples';
    }[]
  >
> = {
  publicidad: [
    { collection: 'advertising', id: 'orxata-blanca-verano-publicidad', category: 'publicidad', key: 'campaign' },
    {
      collection: 'advertising',
      id: 'naviera-turia-directivos-corporativa',
      category: 'corporativa',
      key: 'corporate',
    },
  ],
  turismo: [
    { collection: 'tourism', id: 'australia', key: 'coast' },
    { collection: 'tourism', id: 'cambodia', key: 'temples' },
  ],
};
