import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/site/call-to-action';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';

/** The NM+IA page's closing call to book the free consultation. */
export async function NmIaCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.nm-ia.cta' });
  return (
    <CallToAction
      look="dark"
      titleId="nm-ia-cta-title"
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('text')}
      actions={
        <Link href="/consulta-gratuita" className={buttonVariants({ variant: 'light', size: 'lg' })}>
          <Icon name="calendar-days" />
          {t('button')}
        </Link>
      }
    />
  );
}
