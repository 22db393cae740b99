import { getTranslations } from 'next-intl/server';
import { ServerPortfolio } from '@/components/gallery/portfolio-sections';
import { PageHero } from '@/components/site/page-hero';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getHeroContent } from '@/lib/page-content';
import { translatedPageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]/turismo'>) =>
  translatedPageMetadata(params, 'turismo', '/turismo');

export default async function TourismPage({ params }: PageProps<'/[locale]/turismo'>) {
  const locale = await pageLocale(params);
  const [hero, t] = await Promise.all([getHeroContent('turismo', locale), getTranslations('pages.turismo')]);
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={hero.title} description={hero.description} />
      <ServerPortfolio page="turismo" locale={locale} />
    </>
  );
}
