import { getTranslations } from 'next-intl/server';
import { BookingSection } from '@/components/booking/booking-section';
import { PageHero } from '@/components/site/page-hero';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

// Regenerated hourly, so that the date field's bounds (for visitors without JavaScript) follow the calendar.
export const revalidate = 3600;

export const generateMetadata = ({ params }: PageProps<'/[locale]/consulta-gratuita'>) =>
  translatedPageMetadata(params, 'consultation', '/consulta-gratuita');

export default async function ConsultationPage({ params }: PageProps<'/[locale]/consulta-gratuita'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('pages.consultation');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <BookingSection locale={locale} />
    </>
  );
}
