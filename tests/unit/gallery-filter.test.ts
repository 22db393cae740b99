import { describe, expect, it } from 'vitest';
import { filterRewritePath, matchesFilter, opensProtectedGallery, parseGalleryFilter } from '@/lib/domain/gallery-filter';
import { imageIndexFromParam } from '@/lib/domain/gallery-view';
import { architectureManifest } from '@/lib/provider/embedded/content/galleries/architecture-manifest';

describe('portfolio filters (spec §2)', () => {
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

  it.each([
    ['/es/arquitectura', '?filter=retail', '/es/arquitectura/filter/retail'],
    ['/it/publicidad', '?filter=producto&gallery=x', '/it/publicidad/filter/producto'],
    ['/en/arquitectura', '?filter=all', null],
    ['/en/arquitectura', '?filter=../../x', null],
    ['/en/turismo', '?filter=retail', null],
    ['/en/arquitectura/filter/retail', '?filter=retail', null],
  ])('proxy rewrite %s%s → %s', (path, search, expected) => {
    expect(filterRewritePath(path, new URLSearchParams(search))).toBe(expected);
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
