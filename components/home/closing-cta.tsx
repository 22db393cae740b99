import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

/** Spec §2: the closing call to action, before the contact section. */
export async function ClosingCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.closing' });
  return (
    <section aria-labelledby="closing-title" data-section="closing-cta" className="bg-accent text-accent-foreground [&_a:focus-visible]:outline-paper">
      <div className="reveal mx-auto max-w-[88rem] px-5 py-24 text-center sm:px-8 md:py-32">
        <p className="mb-5 text-[0.72rem] font-semibold uppercase tracking-[0.26em] opacity-85">{t('eyebrow')}</p>
        <h2 id="closing-title" className="mx-auto max-w-4xl text-4xl leading-[1.08] font-light md:text-6xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed opacity-90">{t('description')}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href={`#${HOME_ANCHORS.cta}`} className={buttonVariants({ variant: 'light', size: 'lg' })}>
            {t('primary')}
          </a>
          <a
            href={`#${HOME_ANCHORS.contact}`}
            className="inline-flex h-13 items-center justify-center rounded-full border border-accent-foreground/60 px-8 text-base font-medium tracking-wide transition-colors hover:bg-paper hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t('secondary')}
          </a>
        </div>
      </div>
    </section>
  );
}
