import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/site/call-to-action';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { HomeCtaLink } from './home-cta-link';

type Page = 'arquitectura' | 'publicidad' | 'turismo';

/** The closing call to action of a portfolio page: architecture goes to the home page's booking section. */
export async function PortfolioCta({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations(`gallery.cta.${page}`);
  const action =
    page === 'arquitectura' ? (
      <HomeCtaLink locale={locale}>{t('button')}</HomeCtaLink>
    ) : (
      <Link href="/consulta-gratuita" className={buttonVariants({ size: 'lg' })}>
        {t('button')}
      </Link>
    );
  return (
    <CallToAction
      look="muted"
      titleId="portfolio-cta-title"
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('text')}
      actions={action}
    />
  );
}
