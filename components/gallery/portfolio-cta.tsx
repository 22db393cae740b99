import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { HomeCtaLink } from './home-cta-link';

type Page = 'arquitectura' | 'publicidad' | 'turismo';

/** The closing call to action of a portfolio page: architecture goes to the home page's booking section (spec §2). */
export async function PortfolioCta({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations(`gallery.cta.${page}`);
  return (
    <section aria-labelledby="portfolio-cta-title" className="border-t border-border/70 bg-muted">
      <div className="mx-auto grid max-w-[88rem] gap-8 px-5 py-20 sm:px-8 md:grid-cols-[1.4fr_1fr] md:items-end md:py-28">
        <div>
          <p className="mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">{t('eyebrow')}</p>
          <h2 id="portfolio-cta-title" className="text-4xl leading-[1.08] font-light md:text-5xl">
            {t('title')}
          </h2>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{t('text')}</p>
        </div>
        <div className="md:justify-self-end">
          {page === 'arquitectura' ? (
            <HomeCtaLink locale={locale}>{t('button')}</HomeCtaLink>
          ) : (
            <Link href="/consulta-gratuita" className={buttonVariants({ size: 'lg' })}>
              {t('button')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
