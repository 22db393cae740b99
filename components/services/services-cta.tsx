import { getTranslations } from 'next-intl/server';
import { HomeCtaLink } from '@/components/gallery/home-cta-link';
import { CallToAction } from '@/components/site/call-to-action';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/lib/i18n/locales';

/** The closing call to action: a test button to the quiz and a consult button to the home page's booking section. */
export async function ServicesCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.cta' });
  return (
    <CallToAction
      look="plain"
      titleId="services-cta-title"
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('text')}
      actions={
        <>
          <a href="#quiz" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('testButton')}
          </a>
          <HomeCtaLink locale={locale}>{t('consultButton')}</HomeCtaLink>
        </>
      }
    />
  );
}
