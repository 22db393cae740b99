'use client';

import { cardThumbnail, type PortfolioCard } from '@/lib/domain/gallery-view';
import { GalleryCard } from './gallery-card';

/**
 * The grid's cards, rendered from the list the launcher and the JSON-LD also receive: the page's RSC payload holds
 * that list once rather than every card's markup a second time (the HTML has it already).
 */
export function GalleryCards({
  cards,
  thumbnailPattern,
  hrefBase,
  videoLabel,
}: {
  cards: readonly PortfolioCard[];
  thumbnailPattern: string;
  hrefBase: string;
  videoLabel: string;
}) {
  return cards.map((card) => (
    <GalleryCard
      key={card.id}
      card={card}
      thumbnail={cardThumbnail(card, thumbnailPattern)}
      href={`${hrefBase}${card.id}`}
      videoLabel={videoLabel}
    />
  ));
}
