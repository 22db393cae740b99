import { getTranslations } from 'next-intl/server';
import { ArchitecturePortfolio } from '@/components/gallery/portfolio-sections';
import { HighlightedText } from '@/components/site/highlighted-text';
import { PageHero } from '@/components/site/page-hero';
import type { GalleryFilter } from '@/lib/domain/gallery-filter';
import { ARCHITECTURE_KEY_PHRASES } from '@/lib/domain/highlight';
import type { Locale } from '@/lib/i18n/locales';
import { getHeroContent } from '@/lib/page-content';

/** The architecture page, whole or filtered (the filtered segment reuses it; see lib/domain/gallery-filter.ts). */
export async function ArchitectureView({ locale, filter }: { locale: Locale; filter: GalleryFilter | null }) {
  const [hero, t] = await Promise.all([getHeroContent('arquitectura', locale), getTranslations('pages.arquitectura')]);
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={hero.title}
        titleContent={<HighlightedText text={hero.title} phrases={ARCHITECTURE_KEY_PHRASES[locale]} finalStop />}
        description={hero.description}
        descriptionContent={<HighlightedText text={hero.description} phrases={ARCHITECTURE_KEY_PHRASES[locale]} finalStop />}
      />
      <ArchitecturePortfolio locale={locale} filter={filter} />
    </>
  );
}
