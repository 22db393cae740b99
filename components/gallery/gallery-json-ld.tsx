'use client';

import { cardThumbnail, type PortfolioCard } from '@/lib/domain/gallery-view';
import { galleryGraphLd, jsonLdText, type GalleryLdContext } from '@/lib/gallery-ld';

/**
 * The galleries' ImageGallery JSON-LD, printed by the server's render of this client component. A server component
 * would send its text twice (in the HTML and again in the page's RSC payload); this one receives the same list as the
 * cards and the launcher, which the payload carries once, and the shared addresses.
 */
export function GalleryJsonLd({ context, galleries, thumbnailPattern }: { context: GalleryLdContext; galleries: readonly PortfolioCard[]; thumbnailPattern: string }) {
  const items = galleries.map((card) => ({ ...card, thumbnail: cardThumbnail(card, thumbnailPattern) }));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(galleryGraphLd(context, items)) }} />;
}
