import { getTranslations } from 'next-intl/server';
import { ServerPortfolio } from '@/components/gallery/portfolio-sections';
import { PageHero } from '@/components/site/page-hero';
import type { GalleryFilter } from '@/lib/domain/gallery-filter';
import type { Locale } from '@/lib/i18n/locales';
import { getHeroContent } from '@/lib/page-content';

/** The advertising page, whole or filtered (the filtered segment reuses it). */
export async function AdvertisingView({ locale, filter }: { locale: Locale; filter: GalleryFilter | null }) {
  const [hero, t] = await Promise.all([getHeroContent('publicidad', locale), getTranslations('pages.publicidad')]);
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={hero.title} description={hero.description} />
      <ServerPortfolio page="publicidad" locale={locale} filter={filter} />
    </>
  );
}
