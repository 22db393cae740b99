import { AdvertisingView } from '@/components/gallery/advertising-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

export const generateMetadata = ({ params }: PageProps<'/[locale]/publicidad'>) =>
  translatedPageMetadata(params, 'publicidad', '/publicidad');

export default async function AdvertisingPage({ params }: PageProps<'/[locale]/publicidad'>) {
  return <AdvertisingView locale={await pageLocale(params)} filter={null} />;
}
