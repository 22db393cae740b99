import { getTranslations } from 'next-intl/server';
import { GalleryNoScript } from '@/components/gallery/gallery-noscript';
import { ServerPortfolio } from '@/components/gallery/portfolio-sections';
import { PageHero } from '@/components/site/page-hero';
import type { GalleryFilter } from '@/lib/domain/gallery-filter';
import type { Locale } from '@/lib/i18n/locales';
import { getHeroContent } from '@/lib/page-content';

/** The advertising page, whole or filtered, or with a gallery opened from its address (the segments reuse it). */
export async function AdvertisingView({
  locale,
  filter,
  gallery,
}: {
  locale: Locale;
  filter: GalleryFilter | null;
  gallery?: string;
}) {
  const [hero, t] = await Promise.all([getHeroContent('publicidad', locale), getTranslations('pages.publicidad')]);
  return (
    <>
      {gallery ? <GalleryNoScript page="publicidad" locale={locale} galleryId={gallery} /> : null}
      <PageHero eyebrow={t('eyebrow')} title={hero.title} description={hero.description} />
      <ServerPortfolio page="publicidad" locale={locale} filter={filter} />
    </>
  );
}
