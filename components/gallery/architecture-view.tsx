import { getTranslations } from 'next-intl/server';
import { GalleryNoScript } from '@/components/gallery/gallery-noscript';
import { ArchitecturePortfolio } from '@/components/gallery/portfolio-sections';
import { HighlightedText } from '@/components/site/highlighted-text';
import { PageHero } from '@/components/site/page-hero';
import type { GalleryFilter } from '@/lib/domain/gallery-filter';
import { ARCHITECTURE_KEY_PHRASES } from '@/lib/domain/highlight';
import type { Locale } from '@/lib/i18n/locales';
import { getHeroContent } from '@/lib/page-content';

/**
 * The architecture page, whole or filtered, or with a gallery opened from its address (the filtered and the gallery
 * segments reuse it; see lib/domain/gallery-filter.ts).
 */
export async function ArchitectureView({
  locale,
  filter,
  gallery,
}: {
  locale: Locale;
  filter: GalleryFilter | null;
  gallery?: string;
}) {
  const [hero, t] = await Promise.all([getHeroContent('arquitectura', locale), getTranslations('pages.arquitectura')]);
  return (
    <>
      {gallery ? <GalleryNoScript page="arquitectura" locale={locale} galleryId={gallery} /> : null}
      <PageHero
        eyebrow={t('eyebrow')}
        title={hero.title}
        titleContent={<HighlightedText text={hero.title} phrases={ARCHITECTURE_KEY_PHRASES[locale]} finalStop />}
        description={hero.description}
        descriptionContent={
          <HighlightedText text={hero.description} phrases={ARCHITECTURE_KEY_PHRASES[locale]} finalStop />
        }
      />
      <ArchitecturePortfolio locale={locale} filter={filter} />
    </>
  );
}
