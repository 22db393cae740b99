import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import { normalizeLocale } from '@/lib/i18n/locales';

/**
 * The head of any page answered with status 404 (a page's notFound(), or a page the proxy gives a 404, such as a
 * manage link whose token cannot be one): Next then takes the metadata from this boundary instead of the page's, so
 * without it the title fell back to the layout's "Lumen Estudio". The same title as the not-found page's.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: normalizeLocale(await getLocale()), namespace: 'notFound' });
  return { title: { absolute: t('metaTitle') }, robots: { index: false } };
}

/** What a page's own notFound() shows (an unknown address gets the prerendered not-found page instead). */
export default async function NotFound() {
  return <NotFoundView locale={normalizeLocale(await getLocale())} />;
}
