import { ArchitectureView } from '@/components/gallery/architecture-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/seo';

/**
 * `/{lang}/arquitectura?gallery=id`, which a rewrite serves from here (lib/domain/gallery-filter.ts, galleryRewrites): the
 * grid with that gallery drawn for a browser without JavaScript; with JavaScript the viewer opens over the grid as on
 * the page itself; the canonical address stays the page's. None is prerendered: each gallery's renders on its first
 * request and is then cached like the page, its data tagged as the grid's (a change to the galleries in the back office
 * expires it). The proxy names only a gallery the store holds (lib/provider/gallery-directory.ts) and sends this
 * segment's own address to the grid's (gallerySegmentRedirect), so a made-up id is never rendered nor cached.
 */
export const generateStaticParams = (): { locale: string; gallery: string }[] => [];

export const generateMetadata = ({ params }: PageProps<'/[locale]/arquitectura/gallery/[gallery]'>) =>
  translatedPageMetadata(params, 'arquitectura', '/arquitectura');

export default async function OpenedArchitectureGalleryPage({ params }: PageProps<'/[locale]/arquitectura/gallery/[gallery]'>) {
  const locale = await pageLocale(params);
  return <ArchitectureView locale={locale} filter={null} gallery={(await params).gallery} />;
}
