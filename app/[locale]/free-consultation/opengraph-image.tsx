import { shareCardImage, shareCardParams, shareCardSize } from '@/lib/share-card';
import { studio } from '@/lib/site';

export const size = shareCardSize;
export const contentType = 'image/png';
export const alt = studio.brand;
export const generateStaticParams = shareCardParams;

/** This page's share card: its title under the studio's mark (lib/share-card.tsx). */
export default function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  return shareCardImage(params, 'consultation');
}
