import { ArchitectureView } from '@/components/gallery/architecture-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

/**
 * Serves `/{lang}/arquitectura?gallery=id` by rewrite, so a browser without JavaScript sees the gallery over the grid.
 * None is prerendered; the proxy passes only galleries the store holds, so a made-up id is never rendered nor cached.
 */
export const generateStaticParams = (): { locale: string; gallery: string }[] => [];

export const generateMetadata = ({ params }: PageProps<'/[locale]/arquitectura/gallery/[gallery]'>) =>
  translatedPageMetadata(params, 'arquitectura', '/arquitectura');

export default async function OpenedArchitectureGalleryPage({
  params,
}: PageProps<'/[locale]/arquitectura/gallery/[gallery]'>) {
  const locale = await pageLocale(params);
  return <ArchitectureView locale={locale} filter={null} gallery={(await params).gallery} />;
}
