import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Every unknown address of a language is rewritten here (lib/i18n/known-pages.ts), and the proxy gives it status 404:
 * a prerendered page, so the 404 has its heading, title, frame and link home in the server HTML.
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-page'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'notFound' });
  return { title: { absolute: t('metaTitle') }, robots: { index: false } };
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  return <NotFoundView locale={await pageLocale(params)} />;
}
