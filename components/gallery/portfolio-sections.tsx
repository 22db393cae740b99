import type { GalleryFilter } from '@/lib/domain/gallery-filter';
import type { Locale } from '@/lib/i18n/locales';
import { PortfolioCta } from './portfolio-cta';
import { PortfolioGrid } from './portfolio-grid';
import { architectureViewerGalleries, serverViewerGalleries } from './portfolio-data';

/** Grid (with its ImageGallery JSON-LD) and call to action of the architecture page (the hero stays in the page). */
export async function ArchitecturePortfolio({ locale, filter }: { locale: Locale; filter: GalleryFilter | null }) {
  const { galleries } = await architectureViewerGalleries(locale);
  return (
    <>
      <PortfolioGrid page="arquitectura" locale={locale} galleries={galleries} filter={filter} />
      <PortfolioCta page="arquitectura" locale={locale} />
    </>
  );
}

/** Grid (with its JSON-LD) and call to action of the advertising and tourism pages. */
export async function ServerPortfolio({
  page,
  locale,
  filter = null,
}: {
  page: 'publicidad' | 'turismo';
  locale: Locale;
  filter?: GalleryFilter | null;
}) {
  const galleries = await serverViewerGalleries(page, locale);
  return (
    <>
      <PortfolioGrid page={page} locale={locale} galleries={galleries} filter={filter} />
      <PortfolioCta page={page} locale={locale} />
    </>
  );
}
