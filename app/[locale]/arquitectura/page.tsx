import { ArchitectureView } from '@/components/gallery/architecture-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

export const generateMetadata = ({ params }: PageProps<'/[locale]/arquitectura'>) =>
  translatedPageMetadata(params, 'arquitectura', '/arquitectura');

export default async function ArchitecturePage({ params }: PageProps<'/[locale]/arquitectura'>) {
  return <ArchitectureView locale={await pageLocale(params)} filter={null} />;
}
