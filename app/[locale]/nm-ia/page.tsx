import { getTranslations } from 'next-intl/server';
import { AiProcess } from '@/components/nm-ia/ai-process';
import { AiSection } from '@/components/nm-ia/ai-section';
import { ClosingQuote } from '@/components/nm-ia/closing-quote';
import { NmIaCta } from '@/components/nm-ia/nm-ia-cta';
import { PageHero } from '@/components/site/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { splitDescription } from '@/lib/domain/content-body';
import { getHeroContent } from '@/lib/page-content';
import { translatedPageMetadata } from '@/lib/page-metadata';
import { Icon } from '@/components/ui/icon';

export const generateMetadata = ({ params }: PageProps<'/[locale]/nm-ia'>) =>
  translatedPageMetadata(params, 'nm-ia', '/nm-ia');

/** Description lines are separate paragraphs, the first two forming its heading: one line each here. */
function DescriptionLines({ text }: { text: string }) {
  const { heading, paragraphs } = splitDescription(text);
  return [...heading, ...paragraphs].map((line, index) => (
    <span key={line} className={index < 2 ? 'block text-foreground/85' : 'mt-3 block'}>
      {line}
    </span>
  ));
}

export default async function NeuromarketingPage({ params }: PageProps<'/[locale]/nm-ia'>) {
  const locale = await pageLocale(params);
  const [hero, t, content] = await Promise.all([
    getHeroContent('nm-ia', locale),
    getTranslations('pages.nm-ia'),
    getTranslations('content.nm-ia'),
  ]);
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={hero.title}
        description={hero.description}
        descriptionContent={<DescriptionLines text={hero.description} />}
        actions={
          <Link href="/consulta-gratuita" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            <Icon name="calendar-days" />
            {content('consult')}
          </Link>
        }
      />
      <AiSection locale={locale} />
      <AiProcess locale={locale} />
      <ClosingQuote locale={locale} />
      <NmIaCta locale={locale} />
    </>
  );
}
