import { getTranslations } from 'next-intl/server';
import { filtersOf, matchesFilter, type FilterablePage, type GalleryFilter } from '@/lib/domain/gallery-filter';
import { portfolioCards, type ViewerGallery } from '@/lib/domain/gallery-view';
import type { Locale } from '@/lib/i18n/locales';
import { localizedUrl } from '@/lib/seo';
import { galleryLdContext } from '@/lib/structured-data';
import { FilterNav } from './filter-nav';
import { GalleryCards } from './gallery-cards';
import { GalleryJsonLd } from './gallery-json-ld';
import { GalleryLauncher } from './gallery-launcher';

type Props = {
  page: FilterablePage | 'turismo';
  locale: Locale;
  galleries: ViewerGallery[];
  filter?: GalleryFilter | null;
};

/**
 * The portfolio grid (2 columns, 4 from md), its filters when the page has them, the viewer's launcher and the
 * galleries' JSON-LD. The cards, the launcher and the JSON-LD are client components given the same list, so the
 * page's RSC payload carries it once (React writes an object passed twice as a reference to the first copy).
 */
export async function PortfolioGrid({ page, locale, galleries, filter = null }: Props) {
  const t = await getTranslations('gallery');
  const basePath = `/${locale}/${page}`;
  const shown = page === 'turismo' ? galleries : galleries.filter((g) => matchesFilter(page, filter, g.category));
  const { cards, thumbnailPattern } = portfolioCards(shown, (gallery) =>
    gallery.locked ? t('card.protected') : t('card.images', { count: gallery.imageCount }),
  );
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      className="mx-auto max-w-[88rem] px-5 py-16 sm:px-8 md:py-24"
    >
      <div className="mb-10 flex flex-col gap-6 md:mb-14 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="portfolio-title" className="text-3xl leading-tight font-light md:text-5xl">
            {t(`gridTitle.${page}`)}
          </h2>
          <p className="mt-3 text-sm tracking-wide text-muted-foreground uppercase" data-testid="gallery-count">
            {t('filters.showing', { count: shown.length })}
          </p>
        </div>
        {page !== 'turismo' ? (
          <FilterNav
            label={t('filters.label')}
            basePath={basePath}
            active={filter}
            options={[null, ...filtersOf(page)].map((value) => ({ value, label: t(`filters.${value ?? 'all'}`) }))}
          />
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-9 md:grid-cols-4 md:gap-x-7 md:gap-y-12" data-testid="gallery-grid">
        {/* A card links to its gallery's own address, without the filter: served without JavaScript too (see
            galleryRewrites). With JavaScript the viewer keeps the filter in the address it writes. */}
        <GalleryCards
          cards={cards}
          thumbnailPattern={thumbnailPattern}
          hrefBase={`${basePath}?gallery=`}
          videoLabel={t('card.video')}
        />
      </ul>
      <GalleryLauncher
        page={page}
        galleries={cards}
        locale={locale}
        labels={{
          close: t('viewer.close'),
          position: t('viewer.position', { current: '{current}', total: '{total}' }),
          enlarge: t('viewer.enlarge', { title: '{title}' }),
          shrink: t('viewer.shrink'),
          enlargedLabel: t('viewer.enlargedLabel', { title: '{title}' }),
          hint: t('viewer.hint'),
          loading: t('viewer.loading'),
          loadFailed: t('viewer.loadFailed'),
          video: t('card.video'),
        }}
        passwordLabels={{
          title: t('password.title'),
          description: t('password.description'),
          label: t('password.label'),
          show: t('password.show'),
          hide: t('password.hide'),
          submit: t('password.submit'),
          cancel: t('password.cancel'),
          checking: t('password.checking'),
          wrong: t('password.wrong'),
          failed: t('password.failed'),
          rateLimited: t('password.rateLimited', { wait: '{wait}' }),
          required: t('password.required'),
        }}
      />
      <GalleryJsonLd
        context={galleryLdContext(localizedUrl(locale, `/${page}`), locale)}
        galleries={cards}
        thumbnailPattern={thumbnailPattern}
      />
    </section>
  );
}
