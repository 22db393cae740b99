import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import { normalizeLocale } from '@/lib/i18n/locales';

/** A 404 takes its metadata from this boundary, not the page, so without it the title is the layout's. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: normalizeLocale(await getLocale()), namespace: 'notFound' });
  return { title: { absolute: t('metaTitle') }, robots: { index: false } };
}

/** Only for a page's own notFound(); an unknown address gets the prerendered not-found page. */
export default async function NotFound() {
  return <NotFoundView locale={normalizeLocale(await getLocale())} />;
}
