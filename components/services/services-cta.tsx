import { getTranslations } from 'next-intl/server';
import { HomeCtaLink } from '@/components/gallery/home-cta-link';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/lib/i18n/locales';

/** The closing call to action (spec §2): a test button to the quiz and a consult button to the home page's cta. */
export async function ServicesCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.cta' });
  return (
    <section aria-labelledby="services-cta-title" className="border-t border-border/70">
      <div className="mx-auto grid max-w-[88rem] gap-10 px-5 py-20 sm:px-8 md:grid-cols-[1.4fr_1fr] md:items-end md:py-28">
        <div>
          <p className="mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">{t('eyebrow')}</p>
          <h2 id="services-cta-title" className="text-4xl leading-[1.08] font-light md:text-5xl">
            {t('title')}
          </h2>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{t('text')}</p>
        </div>
        <div className="flex flex-wrap gap-3 md:justify-self-end">
          <a href="#quiz" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('testButton')}
          </a>
          <HomeCtaLink locale={locale}>
            {t('consultButton')}
          </HomeCtaLink>
        </div>
      </div>
    </section>
  );
}
