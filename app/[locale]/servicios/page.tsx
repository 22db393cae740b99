import { getTranslations } from 'next-intl/server';
import { QUIZ_ANCHOR, QuizSection } from '@/components/quiz/quiz-section';
import { ServiceStages } from '@/components/services/service-stages';
import { ServicesCta } from '@/components/services/services-cta';
import { PageHero } from '@/components/site/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';
import { Icon } from '@/components/ui/icon';

export const generateMetadata = ({ params }: PageProps<'/[locale]/servicios'>) =>
  translatedPageMetadata(params, 'servicios', '/servicios');

export default async function ServicesPage({ params }: PageProps<'/[locale]/servicios'>) {
  const locale = await pageLocale(params);
  const [t, services] = await Promise.all([getTranslations('pages.servicios'), getTranslations('services')]);
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
        actions={
          <a href={`#${QUIZ_ANCHOR}`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            <Icon name="arrow-down" />
            {services('heroButton')}
          </a>
        }
      />
      <ServiceStages locale={locale} />
      <QuizSection locale={locale} />
      <ServicesCta locale={locale} />
    </>
  );
}
