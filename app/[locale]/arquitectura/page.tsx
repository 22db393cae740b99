import { getTranslations } from 'next-intl/server';
import { HighlightedText } from '@/components/site/highlighted-text';
import { PageHero } from '@/components/site/page-hero';
import { ARCHITECTURE_KEY_PHRASES } from '@/lib/domain/highlight';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getHeroContent } from '@/lib/page-content';
import { translatedPageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]/arquitectura'>) =>
  translatedPageMetadata(params, 'arquitectura', '/arquitectura');

export default async function ArchitecturePage({ params }: PageProps<'/[locale]/arquitectura'>) {
  const locale = await pageLocale(params);
  const [hero, t] = await Promise.all([getHeroContent('arquitectura', locale), getTranslations('pages.arquitectura')]);
  return (
    <PageHero
      eyebrow={t('eyebrow')}
      title={hero.title}
      titleContent={<HighlightedText text={hero.title} phrases={ARCHITECTURE_KEY_PHRASES[locale]} finalStop />}
      description={hero.description}
      descriptionContent={<HighlightedText text={hero.description} phrases={ARCHITECTURE_KEY_PHRASES[locale]} finalStop />}
    />
  );
}
