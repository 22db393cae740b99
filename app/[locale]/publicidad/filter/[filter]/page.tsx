import { notFound } from 'next/navigation';
import { advertisingFilters, parseGalleryFilter } from '@/lib/domain/gallery-filter';
import { locales } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { paramsToPrerender } from '@/lib/provider/build-stores';
import { translatedPageMetadata } from '@/lib/page-metadata';
import { AdvertisingView } from '@/components/gallery/advertising-view';

/**
 * Serves `/{lang}/publicidad?filter=x` by rewrite, so the filtered grid is prerendered and works without JavaScript.
 * A build that cannot reach the stores leaves each filter to render on its first request.
 */
export const generateStaticParams = () =>
  paramsToPrerender(locales.flatMap((locale) => advertisingFilters.map((filter) => ({ locale, filter }))));

export const generateMetadata = ({ params }: PageProps<'/[locale]/publicidad/filter/[filter]'>) =>
  translatedPageMetadata(params, 'publicidad', '/publicidad');

export default async function FilteredAdvertisingPage({ params }: PageProps<'/[locale]/publicidad/filter/[filter]'>) {
  const locale = await pageLocale(params);
  const filter = parseGalleryFilter('publicidad', (await params).filter);
  if (!filter) notFound();
  return <AdvertisingView locale={locale} filter={filter} />;
}
