import { env } from '@/lib/env';
import { jsonLdText } from '@/lib/structured-data';

export interface GalleryLd {
  id: string;
  name: string;
  headline?: string;
  description?: string;
  keywords: string[];
  location?: string;
  genre?: string;
  thumbnail: string;
  images: { src: string; title: string }[];
}

/** A few representative images per gallery: the whole list would weigh down the page for little search value. */
const LD_IMAGES = 2;

const absolute = (src: string) => new URL(src, env.SITE_URL).toString();

/** The galleries' SEO data (spec §3) as schema.org ImageGallery items, in the page's language. */
export function GalleryJsonLd({ url, locale, galleries }: { url: string; locale: string; galleries: GalleryLd[] }) {
  const data = {
    '@context': 'https://schema.org',
    '@graph': galleries.map((gallery) => ({
      '@type': 'ImageGallery',
      '@id': `${url}?gallery=${gallery.id}`,
      url: `${url}?gallery=${gallery.id}`,
      name: gallery.name,
      ...(gallery.headline ? { headline: gallery.headline } : {}),
      ...(gallery.description ? { description: gallery.description } : {}),
      inLanguage: locale,
      keywords: gallery.keywords.join(', '),
      ...(gallery.genre ? { genre: gallery.genre } : {}),
      ...(gallery.location ? { contentLocation: { '@type': 'Place', name: gallery.location } } : {}),
      thumbnailUrl: absolute(gallery.thumbnail),
      image: gallery.images.slice(0, LD_IMAGES).map((image) => ({ '@type': 'ImageObject', contentUrl: absolute(image.src), name: image.title })),
    })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
