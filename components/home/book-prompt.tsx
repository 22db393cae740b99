import { ArrowDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

/** Spec §2: a prompt to book, between the guide and the case studies; it leads to the booking section. */
export async function BookPrompt({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.bookPrompt' });
  return (
    <section aria-labelledby="book-prompt-title" data-section="book-prompt" className="render-on-approach border-y border-border">
      <div className="reveal mx-auto flex max-w-[88rem] flex-col gap-8 px-5 py-16 sm:px-8 md:flex-row md:items-center md:justify-between md:py-20">
        <div className="max-w-2xl">
          <p className="mb-4 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">{t('eyebrow')}</p>
          <h2 id="book-prompt-title" className="text-3xl leading-tight font-light md:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('description')}</p>
        </div>
        <a href={`#${HOME_ANCHORS.cta}`} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'self-start md:self-auto' })}>
          {t('button')}
          <ArrowDown aria-hidden />
        </a>
      </div>
    </section>
  );
}
