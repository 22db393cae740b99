import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import { normalizeLocale } from '@/lib/i18n/locales';

/** What a page's own notFound() shows (an unknown address gets the prerendered not-found page instead). */
export default async function NotFound() {
  return <NotFoundView locale={normalizeLocale(await getLocale())} />;
}
