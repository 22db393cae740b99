import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]/servicios'>) =>
  translatedPageMetadata(params, 'servicios', '/servicios');

export default async function ServicesPage({ params }: PageProps<'/[locale]/servicios'>) {
  await pageLocale(params);
  const t = await getTranslations('pages.servicios');
  return <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />;
}
