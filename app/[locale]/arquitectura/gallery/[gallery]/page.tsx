import { ArchitectureView } from '@/components/gallery/architecture-view';
import { locales } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { paramsToPrerender } from '@/lib/provider/build-stores';
import { seedGalleryIds } from '@/lib/provider/embedded/content/galleries/gallery-ids';
import { translatedPageMetadata } from '@/lib/seo';

/**
 * `/{lang}/arquitectura?gallery=id`, which a rewrite serves from here (lib/domain/gallery-filter.ts, galleryRewrites): the
 * grid with that gallery drawn for a browser without JavaScript; with JavaScript the viewer opens over the grid as on
 * the page itself. Every gallery the build knows is prerendered (the proxy sends any other id to the grid); the
 * canonical address stays the page's.
 */
export const generateStaticParams = () => paramsToPrerender(locales.flatMap((locale) => seedGalleryIds.arquitectura.map((gallery) => ({ locale, gallery }))));

export const generateMetadata = ({ params }: PageProps<'/[locale]/arquitectura/gallery/[gallery]'>) =>
  translatedPageMetadata(params, 'arquitectura', '/arquitectura');

export default async function OpenedArchitectureGalleryPage({ params }: PageProps<'/[locale]/arquitectura/gallery/[gallery]'>) {
  const locale = await pageLocale(params);
  return <ArchitectureView locale={locale} filter={null} gallery={(await params).gallery} />;
}
