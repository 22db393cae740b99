import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Prerendered, so a 404 has its heading, title and link home in the server HTML; the proxy sets the status. */
export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-page'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'notFound' });
  return { title: { absolute: t('metaTitle') }, robots: { index: false } };
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  return <NotFoundView locale={await pageLocale(params)} />;
}
