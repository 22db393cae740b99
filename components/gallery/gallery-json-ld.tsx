'use client';

import { cardThumbnail, type PortfolioCard } from '@/lib/domain/gallery-view';
import { galleryGraphLd, jsonLdText, type GalleryLdContext } from '@/lib/gallery-ld';

/**
 * A client component because a server one would send the JSON-LD twice, in the HTML and the RSC payload; this one
 * reuses the card list the payload already carries.
 */
export function GalleryJsonLd({
  context,
  galleries,
  thumbnailPattern,
}: {
  context: GalleryLdContext;
  galleries: readonly PortfolioCard[];
  thumbnailPattern: string;
}) {
  const items = galleries.map((card) => ({ ...card, thumbnail: cardThumbnail(card, thumbnailPattern) }));
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(galleryGraphLd(context, items)) }}
    />
  );
}
