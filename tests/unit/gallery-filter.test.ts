import { describe, expect, it } from 'vitest';
import { filterRewrites, galleryRewrites, matchesFilter, opensProtectedGallery, parseGalleryFilter, unknownFilterRedirect, unknownGalleryRedirect } from '@/lib/domain/gallery-filter';
import { imageIndexFromParam } from '@/lib/domain/gallery-view';
import { architectureManifest } from '@/lib/provider/embedded/content/galleries/architecture-manifest';

describe('portfolio filters', () => {
  it.each([
    ['arquitectura', 'retail', 'retail'],
    ['arquitectura', 'houses', 'houses'],
    ['arquitectura', 'all', null],
    ['arquitectura', 'publicidad', null],
    ['publicidad', 'corporativa', 'corporativa'],
    ['publicidad', 'retail', null],
    ['publicidad', null, null],
  ] as const)('%s ?filter=%s → %s', (page, value, expected) => {
    expect(parseGalleryFilter(page, value)).toBe(expected);
  });

  it('maps each architecture filter to its manifest folder word, and all shows every gallery', () => {
    const count = (filter: Parameters<typeof matchesFilter>[1]) =>
      architectureManifest.filter((entry) => matchesFilter('arquitectura', filter, entry.category)).length;
    expect(count(null)).toBe(architectureManifest.length);
    const perFilter = (['catalogs', 'hospitality', 'houses', 'offices', 'retail'] as const).map(count);
    expect(perFilter.every((n) => n > 0)).toBe(true);
    expect(perFilter.reduce((a, b) => a + b, 0)).toBe(architectureManifest.length);
  });

  it('rewrites only the page\'s own filter values to the prerendered segment', () => {
    const [architecture, advertising] = filterRewrites(['es', 'en', 'it']);
    const matches = (rule: typeof architecture, value: string) => new RegExp(`^${rule?.has[0]?.value}$`).test(value);
    expect(architecture?.source).toBe('/:locale(es|en|it)/arquitectura');
    expect(architecture?.destination).toBe('/:locale/arquitectura/filter/:filter');
    expect(['retail', 'houses', 'catalogs'].every((v) => matches(architecture, v))).toBe(true);
    expect(['all', 'producto', '../x', 'retail2', ''].some((v) => matches(architecture, v))).toBe(false);
    expect(['publicidad', 'corporativa', 'producto'].every((v) => matches(advertising, v))).toBe(true);
    expect(matches(advertising, 'retail')).toBe(false);
  });
});

describe('the protected gallery is noindex', () => {
  const ids = new Set(['boutique-privada-retail']);
  it.each([
    ['?gallery=boutique-privada-retail', true],
    ['?filter=retail&gallery=boutique-privada-retail&image=2', true],
    ['?gallery=concept-store-ruzafa-valencia-retail', false],
    ['', false],
  ])('%s → %s', (search, expected) => {
    expect(opensProtectedGallery(new URLSearchParams(search), ids)).toBe(expected);
  });
});

describe('image position in the address', () => {
  it.each([
    [null, 12, 0],
    ['3', 12, 2],
    ['99', 12, 11],
    ['0', 12, 0],
    ['abc', 12, 0],
    ['2', 0, 0],
  ])('image=%s of %i → index %i', (value, count, expected) => {
    expect(imageIndexFromParam(value, count)).toBe(expected);
  });
});

describe('an invented filter segment', () => {
  const locales = ['es', 'en', 'it'];
  it.each([
    ['/es/arquitectura/filter/interiores', '/es/arquitectura'],
    ['/en/publicidad/filter/retail', '/en/publicidad'],
    ['/it/arquitectura/filter/', '/it/arquitectura'],
    ['/it/arquitectura/filter', '/it/arquitectura'],
    ['/es/arquitectura/filter/retail', null],
    ['/en/publicidad/filter/producto/', null],
    ['/fr/arquitectura/filter/x', null],
    ['/es/arquitectura/filter/x/y', null],
    ['/es/turismo/filter/x', null],
  ])('%s is sent to %s before any render', (pathname, expected) => {
    expect(unknownFilterRedirect(pathname, locales)).toBe(expected);
  });
});

describe('a gallery’s own address (`?gallery=id`), served prerendered without JavaScript', () => {
  const ids = { arquitectura: ['villa-pinar-moraira-casas', 'Bad Id'], publicidad: [], turismo: ['laos'] } as const;
  const rewrites = galleryRewrites(['es', 'en', 'it'], ids);

  it('rewrites the ids the build knows, unfiltered, to the gallery segment of each page that has galleries', () => {
    expect(rewrites).toEqual([
      {
        source: '/:locale(es|en|it)/arquitectura',
        has: [{ type: 'query', key: 'gallery', value: '(?<gallery>villa-pinar-moraira-casas)' }],
        missing: [{ type: 'query', key: 'filter' }],
        destination: '/:locale/arquitectura/gallery/:gallery',
      },
      {
        source: '/:locale(es|en|it)/turismo',
        has: [{ type: 'query', key: 'gallery', value: '(?<gallery>laos)' }],
        missing: [{ type: 'query', key: 'filter' }],
        destination: '/:locale/turismo/gallery/:gallery',
      },
    ]);
  });

  it.each([
    ['/es/arquitectura/gallery/villa-pinar-moraira-casas', null],
    ['/it/turismo/gallery/laos', null],
    ['/es/turismo/gallery/villa-pinar-moraira-casas', '/es/turismo'],
    ['/en/arquitectura/gallery/invented-gallery', '/en/arquitectura'],
    ['/en/arquitectura/gallery/Bad%20Id', '/en/arquitectura'],
    ['/en/arquitectura/gallery', '/en/arquitectura'],
    ['/en/publicidad/gallery/laos', '/en/publicidad'],
    ['/fr/arquitectura/gallery/invented', null],
    ['/es/arquitectura', null],
  ])('%s → %s', (pathname, expected) => {
    expect(unknownGalleryRedirect(pathname, ['es', 'en', 'it'], ids)).toBe(expected);
  });
});
