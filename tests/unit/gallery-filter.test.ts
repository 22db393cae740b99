import { describe, expect, it } from 'vitest';
import {
  filterRewrites,
  galleryQueryOf,
  galleryRewrites,
  gallerySegmentOf,
  gallerySegmentRedirect,
  isGalleryId,
  matchesFilter,
  OPENED_GALLERY_HEADER,
  opensProtectedGallery,
  parseGalleryFilter,
  unknownFilterRedirect,
} from '@/lib/domain/gallery-filter';
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

  it("rewrites only the page's own filter values to the prerendered segment", () => {
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
  ])('%s is sent to %s before it is rendered', (pathname, expected) => {
    expect(unknownFilterRedirect(pathname, locales)).toBe(expected);
  });
});

describe('a gallery’s own address (`?gallery=id`), served without JavaScript', () => {
  const ids = { arquitectura: ['villa-pinar-moraira-casas'], publicidad: [], turismo: ['laos'] } as const;

  it('rewrites a grid page, unfiltered, to its gallery segment when the proxy names the gallery, whatever the query says', () => {
    const rewrites = galleryRewrites(['es', 'en', 'it']);
    expect(rewrites.map((rewrite) => rewrite.source)).toEqual([
      '/:locale(es|en|it)/arquitectura',
      '/:locale(es|en|it)/publicidad',
      '/:locale(es|en|it)/turismo',
    ]);
    expect(rewrites[2]).toEqual({
      source: '/:locale(es|en|it)/turismo',
      has: [{ type: 'header', key: OPENED_GALLERY_HEADER, value: '(?<gallery>[a-z0-9-]{1,100})' }],
      missing: [{ type: 'query', key: 'filter' }],
      destination: '/:locale/turismo/gallery/:gallery',
    });
  });

  it.each([
    ['laos', true],
    ['villa-pinar-moraira-casas', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['Laos', false],
    ['la os', false],
    ['laos%2F..', false],
    ['', false],
    [null, false],
  ])('%s has a gallery id’s shape: %s', (id, expected) => {
    expect(isGalleryId(id)).toBe(expected);
  });

  it.each([
    ['/es/arquitectura', '?gallery=laos', { locale: 'es', page: 'arquitectura', id: 'laos' }],
    ['/it/turismo', '?gallery=Bad%20Id&image=2', { locale: 'it', page: 'turismo', id: 'Bad Id' }],
    ['/es/arquitectura', '?filter=retail&gallery=laos', null],
    ['/es/arquitectura', '?image=2', null],
    ['/es/servicios', '?gallery=laos', null],
    ['/fr/turismo', '?gallery=laos', null],
    ['/es/turismo/gallery/laos', '?gallery=laos', null],
  ])('%s%s opens %o', (pathname, search, expected) => {
    expect(galleryQueryOf(pathname, new URLSearchParams(search), ['es', 'en', 'it'])).toEqual(expected);
  });

  it.each([
    ['/es/arquitectura/gallery/villa-pinar-moraira-casas', '', '/es/arquitectura?gallery=villa-pinar-moraira-casas'],
    ['/it/turismo/gallery/laos', '?image=3', '/it/turismo?gallery=laos&image=3'],
    ['/it/turismo/gallery/laos/', '?gallery=other', '/it/turismo?gallery=laos'],
    ['/es/turismo/gallery/villa-pinar-moraira-casas', '', '/es/turismo'],
    ['/en/arquitectura/gallery/invented-gallery', '', '/en/arquitectura'],
    ['/en/arquitectura/gallery/Bad%20Id', '', '/en/arquitectura'],
    ['/en/arquitectura/gallery', '', '/en/arquitectura'],
    ['/en/publicidad/gallery/laos', '', '/en/publicidad'],
  ])('%s%s → %s', (pathname, search, expected) => {
    const segment = gallerySegmentOf(pathname, ['es', 'en', 'it']);
    if (!segment) throw new Error(`${pathname} is a gallery segment`);
    expect(gallerySegmentRedirect(segment, ids, new URLSearchParams(search))).toBe(expected);
  });

  it('sends every gallery segment to its grid while the store cannot say which galleries exist', () => {
    const segment = gallerySegmentOf('/it/turismo/gallery/laos', ['es', 'en', 'it']);
    expect(segment && gallerySegmentRedirect(segment, null)).toBe('/it/turismo');
  });

  it.each([
    '/fr/arquitectura/gallery/invented',
    '/es/arquitectura',
    '/es/arquitectura/gallery/a/b',
    '/es/servicios/gallery/laos',
  ])('%s is no gallery segment', (pathname) => {
    expect(gallerySegmentOf(pathname, ['es', 'en', 'it'])).toBeNull();
  });
});
