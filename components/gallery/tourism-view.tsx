import { getTranslations } from 'next-intl/server';
import { GalleryNoScript } from '@/components/gallery/gallery-noscript';
import { ServerPortfolio } from '@/components/gallery/portfolio-sections';
import { PageHero } from '@/components/site/page-hero';
import type { Locale } from '@/lib/i18n/locales';
import { getHeroContent } from '@/lib/page-content';

/** The tourism page, or with a gallery opened from its address (the gallery segment reuses it). */
export async function TourismView({ locale, gallery }: { locale: Locale; gallery?: string }) {
  const [hero, t] = await Promise.all([getHeroContent('turismo', locale), getTranslations('pages.turismo')]);
  return (
    <>
      {gallery ? <GalleryNoScript page="turismo" locale={locale} galleryId={gallery} /> : null}
      <PageHero eyebrow={t('eyebrow')} title={hero.title} description={hero.description} />
      <ServerPortfolio page="turismo" locale={locale} />
    </>
  );
}
