import { TourismView } from '@/components/gallery/tourism-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

/**
 * Serves `/{lang}/turismo?gallery=id` by rewrite, so a browser without JavaScript sees the gallery over the grid.
 * None is prerendered; the proxy passes only galleries the store holds, so a made-up id is never rendered nor cached.
 */
export const generateStaticParams = (): { locale: string; gallery: string }[] => [];

export const generateMetadata = ({ params }: PageProps<'/[locale]/turismo/gallery/[gallery]'>) =>
  translatedPageMetadata(params, 'turismo', '/turismo');

export default async function OpenedTourismGalleryPage({ params }: PageProps<'/[locale]/turismo/gallery/[gallery]'>) {
  const locale = await pageLocale(params);
  return <TourismView locale={locale} gallery={(await params).gallery} />;
}
