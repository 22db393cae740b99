import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getHeroContent } from '@/lib/page-content';
import { translatedPageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]/nm-ia'>) =>
  translatedPageMetadata(params, 'nm-ia', '/nm-ia');

export default async function NeuromarketingPage({ params }: PageProps<'/[locale]/nm-ia'>) {
  const locale = await pageLocale(params);
  const [hero, t] = await Promise.all([getHeroContent('nm-ia', locale), getTranslations('pages.nm-ia')]);
  return <PageHero eyebrow={t('eyebrow')} title={hero.title} description={hero.description} />;
}
