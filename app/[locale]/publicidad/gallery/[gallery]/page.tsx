import { AdvertisingView } from '@/components/gallery/advertising-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

/**
 * Serves `/{lang}/publicidad?gallery=id` by rewrite, so a browser without JavaScript sees the gallery over the grid.
 * None is prerendered; the proxy passes only galleries the store holds, so a made-up id is never rendered nor cached.
 */
export const generateStaticParams = (): { locale: string; gallery: string }[] => [];

export const generateMetadata = ({ params }: PageProps<'/[locale]/publicidad/gallery/[gallery]'>) =>
  translatedPageMetadata(params, 'publicidad', '/publicidad');

export default async function OpenedAdvertisingGalleryPage({
  params,
}: PageProps<'/[locale]/publicidad/gallery/[gallery]'>) {
  const locale = await pageLocale(params);
  return <AdvertisingView locale={locale} filter={null} gallery={(await params).gallery} />;
}
