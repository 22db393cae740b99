import type { Graph, ImageGallery, ImageObject, Organization } from 'schema-dts';

/** Free of server settings, so a client component builds it from the cards' list, which the payload carries once. */

/** JSON for a <script type="application/ld+json">: '<' escaped, so no text can end the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Shared by every gallery of a page, so it is written once per page, not once per image. */
export interface GalleryLdContext {
  /** The page, e.g. https://…/en/arquitectura; a gallery is `${page}?gallery=${id}`. */
  page: string;
  /** Where relative image addresses resolve (the site's origin). */
  origin: string;
  locale: string;
  studio: { id: string; name: string; legalName: string };
  /** The licence terms and the page where a licence is asked for, in the page's language. */
  license: string;
  acquireLicensePage: string;
}

export interface GalleryLdItem {
  id: string;
  title: string;
  description?: string;
  thumbnail: string;
  /** What the cover shows, as the studio described it. */
  thumbnailAlt?: string;
  /** Protected galleries are not described: their pictures are not public. */
  locked?: boolean;
}

/**
 * Covers carry what search engines need to show image credits. The studio is described once and referenced by @id
 * elsewhere, and nothing repeats a default, to keep the text short.
 */
export function galleryGraphLd(context: GalleryLdContext, items: readonly GalleryLdItem[]): Graph {
  const { studio } = context;
  const described: Organization = { '@type': 'Organization', '@id': studio.id, name: studio.name };
  const referenced = { '@id': studio.id } as Organization;
  const copyrightNotice = `© ${studio.legalName}`;
  return {
    '@context': 'https://schema.org',
    '@graph': items
      .filter((item) => !item.locked)
      .map((item, index): ImageGallery => {
        const query = `?gallery=${item.id}`;
        const url = `${context.page}${query}`;
        const cover = new URL(item.thumbnail, context.origin).toString();
        const image: ImageObject = {
          '@type': 'ImageObject',
          contentUrl: cover,
          ...(item.thumbnailAlt ? { caption: item.thumbnailAlt } : {}),
          creator: index === 0 ? described : referenced,
          creditText: studio.name,
          copyrightNotice,
          license: context.license,
          acquireLicensePage: context.acquireLicensePage,
        };
        return {
          '@type': 'ImageGallery',
          // Relative to the page's address (JSON-LD resolves it against the document), that is the gallery's url.
          '@id': query,
          url,
          name: item.title,
          ...(item.description ? { description: item.description } : {}),
          inLanguage: context.locale,
          thumbnailUrl: cover,
          image: [image],
        };
      }),
  };
}
