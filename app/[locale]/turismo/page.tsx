import { TourismView } from '@/components/gallery/tourism-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

export const generateMetadata = ({ params }: PageProps<'/[locale]/turismo'>) =>
  translatedPageMetadata(params, 'turismo', '/turismo');

export default async function TourismPage({ params }: PageProps<'/[locale]/turismo'>) {
  return <TourismView locale={await pageLocale(params)} />;
}
