import { getTranslations } from 'next-intl/server';
import type { GalleryFilter } from '@/lib/domain/gallery-filter';
import type { Locale } from '@/lib/i18n/locales';
import { localizedUrl } from '@/lib/seo';
import { GalleryJsonLd } from './gallery-json-ld';
import { PortfolioCta } from './portfolio-cta';
import { PortfolioGrid } from './portfolio-grid';
import { architectureViewerGalleries, serverViewerGalleries } from './portfolio-data';

/** Grid, call to action and ImageGallery JSON-LD of the architecture page (the hero stays in the page). */
export async function ArchitecturePortfolio({ locale, filter }: { locale: Locale; filter: GalleryFilter | null }) {
  const { galleries, seo } = await architectureViewerGalleries(locale);
  const byId = new Map(galleries.map((g) => [g.id, g]));
  return (
    <>
      <PortfolioGrid page="arquitectura" locale={locale} galleries={galleries} filter={filter} />
      <PortfolioCta page="arquitectura" locale={locale} />
      <GalleryJsonLd
        url={localizedUrl(locale, '/arquitectura')}
        locale={locale}
        galleries={seo.map((g) => ({
          id: g.id,
          name: g.seoData.title,
          headline: g.seoData.seoTitle,
          description: g.seoData.description,
          keywords: g.seoData.keywords,
          location: g.seoData.location,
          genre: g.seoData.category,
          thumbnail: g.thumbnail,
          images: byId.get(g.id)?.images ?? [],
        }))}
      />
    </>
  );
}

/** Grid, call to action and JSON-LD of the advertising and tourism pages. */
export async function ServerPortfolio({ page, locale, filter = null }: { page: 'publicidad' | 'turismo'; locale: Locale; filter?: GalleryFilter | null }) {
  const [galleries, t] = await Promise.all([serverViewerGalleries(page, locale), getTranslations('gallery.filters')]);
  return (
    <>
      <PortfolioGrid page={page} locale={locale} galleries={galleries} filter={filter} />
      <PortfolioCta page={page} locale={locale} />
      <GalleryJsonLd
        url={localizedUrl(locale, `/${page}`)}
        locale={locale}
        galleries={galleries.map((g) => {
          const locations = [...new Set(g.images.map((image) => image.location).filter((l): l is string => Boolean(l)))];
          const category = g.category === 'publicidad' || g.category === 'corporativa' || g.category === 'producto' ? t(g.category) : undefined;
          return {
            id: g.id,
            name: g.title,
            ...(g.description ? { description: g.description } : {}),
            keywords: [...(category ? [category] : []), ...locations],
            ...(locations[0] ? { location: locations[0] } : {}),
            genre: page === 'turismo' ? 'tourism' : g.category === 'corporativa' ? 'corporate' : 'advertising',
            thumbnail: g.thumbnail,
            images: g.images,
          };
        })}
      />
    </>
  );
}
