import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getHeroContent } from '@/lib/page-content';
import { translatedPageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]/publicidad'>) =>
  translatedPageMetadata(params, 'publicidad', '/publicidad');

export default async function AdvertisingPage({ params }: PageProps<'/[locale]/publicidad'>) {
  const locale = await pageLocale(params);
  const [hero, t] = await Promise.all([getHeroContent('publicidad', locale), getTranslations('pages.publicidad')]);
  return <PageHero eyebrow={t('eyebrow')} title={hero.title} description={hero.description} />;
}
