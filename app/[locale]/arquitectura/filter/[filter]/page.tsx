import { notFound } from 'next/navigation';
import { architectureFilters, parseGalleryFilter } from '@/lib/domain/gallery-filter';
import { locales } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { paramsToPrerender } from '@/lib/provider/build-stores';
import { translatedPageMetadata } from '@/lib/seo';
import { ArchitectureView } from '@/components/gallery/architecture-view';

/**
 * `/{lang}/arquitectura?filter=x`, which the proxy rewrites here so the filtered grid is prerendered and works
 * without JavaScript. The canonical address stays the unfiltered page. Every filter is prerendered (unless the build
 * cannot reach the stores, when each renders at its first request); any other answers 404 (parseGalleryFilter).
 */
export const generateStaticParams = () => paramsToPrerender(locales.flatMap((locale) => architectureFilters.map((filter) => ({ locale, filter }))));

export const generateMetadata = ({ params }: PageProps<'/[locale]/arquitectura/filter/[filter]'>) =>
  translatedPageMetadata(params, 'arquitectura', '/arquitectura');

export default async function FilteredArchitecturePage({ params }: PageProps<'/[locale]/arquitectura/filter/[filter]'>) {
  const locale = await pageLocale(params);
  const filter = parseGalleryFilter('arquitectura', (await params).filter);
  if (!filter) notFound();
  return <ArchitectureView locale={locale} filter={filter} />;
}
