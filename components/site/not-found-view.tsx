import { getTranslations } from 'next-intl/server';
import { DocumentLanguage } from '@/components/site/document-language';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

/** The localised 404 content, for the not-found page and the [locale] not-found boundary alike. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-3xl flex-col justify-center px-5 pt-36 pb-24 sm:px-8">
      <DocumentLanguage locale={locale} />
      <p className="text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">{t('code')}</p>
      <h1 className="mt-5 text-5xl font-light sm:text-6xl">{t('heading')}</h1>
      <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{t('description')}</p>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link href="/" locale={locale} className={buttonVariants()}>{t('home')}</Link>
        <Link href="/consulta-gratuita" locale={locale} className={buttonVariants({ variant: 'outline' })}>{t('consultation')}</Link>
      </div>
    </section>
  );
}
