import { getTranslations } from 'next-intl/server';
import { StatusView } from '@/components/site/status-view';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { DocumentLanguage, Link } from '@/lib/i18n/navigation';

/** The localised 404 content, for the not-found page and the [locale] not-found boundary alike. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <StatusView
      code={t('code')}
      heading={t('heading')}
      description={t('description')}
      actions={
        <>
          <Link href="/" locale={locale} className={buttonVariants()}>
            {t('home')}
          </Link>
          <Link href="/consulta-gratuita" locale={locale} className={buttonVariants({ variant: 'outline' })}>
            {t('consultation')}
          </Link>
        </>
      }
    >
      <DocumentLanguage locale={locale} />
    </StatusView>
  );
}
