import { notFound } from 'next/navigation';
import { architectureFilters, parseGalleryFilter } from '@/lib/domain/gallery-filter';
import { locales } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { paramsToPrerender } from '@/lib/provider/build-stores';
import { translatedPageMetadata } from '@/lib/page-metadata';
import { ArchitectureView } from '@/components/gallery/architecture-view';

/**
 * Serves `/{lang}/arquitectura?filter=x` by rewrite, so the filtered grid is prerendered and works without JavaScript.
 * A build that cannot reach the stores leaves each filter to render on its first request.
 */
export const generateStaticParams = () =>
  paramsToPrerender(locales.flatMap((locale) => architectureFilters.map((filter) => ({ locale, filter }))));

export const generateMetadata = ({ params }: PageProps<'/[locale]/arquitectura/filter/[filter]'>) =>
  translatedPageMetadata(params, 'arquitectura', '/arquitectura');

export default async function FilteredArchitecturePage({
  params,
}: PageProps<'/[locale]/arquitectura/filter/[filter]'>) {
  const locale = await pageLocale(params);
  const filter = parseGalleryFilter('arquitectura', (await params).filter);
  if (!filter) notFound();
  return <ArchitectureView locale={locale} filter={filter} />;
}
