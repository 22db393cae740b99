import { shareCardImage, shareCardParams, shareCardSize } from '@/lib/share-card';
import { studio } from '@/lib/site';

export const size = shareCardSize;
export const contentType = 'image/png';
export const alt = studio.brand;
export const generateStaticParams = shareCardParams;

/** The share card of every page of a language without its own: the studio's mark, name and tagline. */
export default function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  return shareCardImage(params);
}
