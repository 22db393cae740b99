'use client';

import type { PortfolioCard } from '@/lib/domain/gallery-view';
import { GalleryCard } from './gallery-card';

/**
 * The grid's cards, rendered from the list the launcher and the JSON-LD also receive: the page's RSC payload holds
 * that list once rather than every card's markup a second time (the HTML has it already).
 */
export function GalleryCards({ cards, hrefBase, videoLabel }: { cards: readonly PortfolioCard[]; hrefBase: string; videoLabel: string }) {
  return cards.map((card) => <GalleryCard key={card.id} card={card} href={`${hrefBase}${card.id}`} videoLabel={videoLabel} />);
}
