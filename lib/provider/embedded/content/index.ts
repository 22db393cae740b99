import type {
  ContentEntry,
  ContentQuery,
  Gallery,
  GalleryPage,
  GuidePdf,
  GuidePdfQuery,
  Locale,
  ServerGallery,
} from '@/lib/provider/contract';
import { generateGuidePdf } from '../pdf';
import { readContents } from '@/lib/provider/cms/contents';
import { readArchitectureGalleries, readServerGalleries } from '@/lib/provider/cms/galleries';

/**
 * The embedded provider's read side: page texts (from the back office), galleries and PDF guides, in es, en and it.
 * Gallery seed data is typed TypeScript; media URLs follow MEDIA_BASE_URL or the product's own /media images.
 */
/** Page texts come from the back office (Payload, in this process); see lib/provider/cms. */
export async function getContents(query: ContentQuery): Promise<ContentEntry[]> {
  return readContents(query);
}

/** Galleries come from the back office too (lib/provider/cms/galleries.ts). */
export async function getGalleries(page: GalleryPage, lang: Locale): Promise<ServerGallery[]> {
  return readServerGalleries(page, lang);
}

export async function getArchitectureGalleries(lang: Locale): Promise<Gallery[]> {
  return readArchitectureGalleries(lang);
}

export function getGuidePdf(query: GuidePdfQuery): Promise<GuidePdf> {
  return generateGuidePdf(query);
}
