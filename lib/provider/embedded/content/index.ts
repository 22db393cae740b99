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
import { findContents } from './entries';
import { buildArchitectureGalleries, buildServerGalleries } from './galleries';

/**
 * The embedded provider's read side: page texts, galleries and PDF guides, in es, en and it. Seed data is
 * typed TypeScript; media URLs follow MEDIA_BASE_URL or the product's own /media images.
 */
export async function getContents(query: ContentQuery): Promise<ContentEntry[]> {
  return findContents(query);
}

export async function getGalleries(page: GalleryPage, lang: Locale): Promise<ServerGallery[]> {
  return buildServerGalleries(page, lang);
}

export async function getArchitectureGalleries(lang: Locale): Promise<Gallery[]> {
  return buildArchitectureGalleries(lang);
}

export function getGuidePdf(query: GuidePdfQuery): Promise<GuidePdf> {
  return generateGuidePdf(query);
}

export {
  caseStudies,
  clientLogos,
  leadMagnetImage,
  serviceStageImages,
  teamMembers,
  testimonials,
  type CaseStudy,
  type ClientLogo,
  type StatIcon,
  type TeamMember,
  type Testimonial,
} from './home';
