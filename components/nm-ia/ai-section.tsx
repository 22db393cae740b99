import { getTranslations } from 'next-intl/server';
import { splitDescription } from '@/lib/domain/content-body';
import type { Locale } from '@/lib/i18n/locales';
import { getSectionContent } from '@/lib/page-content';
import { FormattedBody } from './formatted-body';

/** The provider's `ai` section of the NM+IA page; its translated default when the provider is empty or fails. */
export async function AiSection({ locale }: { locale: Locale }) {
  const [entry, t] = await Promise.all([
    getSectionContent('nm-ia', 'ai', locale),
    getTranslations({ locale, namespace: 'content.nm-ia.ai' }),
  ]);
  const title = entry?.title || t('title');
  const { heading, paragraphs } = splitDescription(entry?.description || t('description'));
  const body = entry?.content || t('body');
  return (
    <section
      aria-labelledby="ai-title"
      className="mx-auto grid max-w-[88rem] gap-12 px-5 py-20 sm:px-8 md:py-28 lg:grid-cols-[1fr_1.3fr] lg:gap-20"
    >
      <header className="lg:sticky lg:top-32 lg:self-start">
        <p className="mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">{t('eyebrow')}</p>
        <h2 id="ai-title" className="text-4xl leading-[1.08] font-light md:text-5xl">
          {title}
        </h2>
        <p className="mt-6 font-display text-xl leading-snug text-foreground/80 italic">
          {heading.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </header>
      <FormattedBody body={body} />
    </section>
  );
}
