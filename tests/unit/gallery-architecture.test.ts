import { describe, expect, it } from 'vitest';
import { architectureCategories, galleryTitleFromId } from '@/lib/domain/gallery';
import { getArchitectureGalleries } from '@/lib/provider/embedded/content';
import { architectureManifest, PROTECTED_RETAIL_GALLERY_ID } from '@/lib/provider/embedded/content/galleries/architecture-manifest';

describe('architecture manifest (spec §9: about 65 galleries)', () => {
  it('holds 65 galleries with unique ids, each ending with its category word', () => {
    expect(architectureManifest).toHaveLength(65);
    expect(new Set(architectureManifest.map((g) => g.id)).size).toBe(65);
    for (const entry of architectureManifest) expect(entry.id.endsWith(`-${entry.category}`)).toBe(true);
  });

  it('covers every filter: catalogs, hospitality, houses, offices, retail', () => {
    const counts = Object.fromEntries(architectureCategories.map((c) => [c, architectureManifest.filter((g) => g.category === c).length]));
    expect(counts).toEqual({ catalogos: 10, hospitality: 15, casas: 16, oficinas: 12, retail: 12 });
  });

  it('protects exactly one retail gallery', () => {
    const protectedOnes = architectureManifest.filter((g) => g.protected);
    expect(protectedOnes.map((g) => [g.id, g.category])).toEqual([[PROTECTED_RETAIL_GALLERY_ID, 'retail']]);
  });
});

describe('architecture gallery records', () => {
  it('are derived per language with the spec rules', async () => {
    const [es, en, it] = await Promise.all([getArchitectureGalleries('es'), getArchitectureGalleries('en'), getArchitectureGalleries('it')]);
    expect(es).toHaveLength(65);
    const atico = es.find((g) => g.id === 'atico-ruzafa-valencia-casas');
    expect(atico?.title).toBe('Atico Ruzafa Valencia');
    expect(atico?.images[0]).toBe('/media/architecture/atico-ruzafa-valencia-casas/01.jpg');
    expect(atico?.seoData).toMatchObject({ category: 'architecture', subcategory: 'casas', location: 'Valencia' });
    expect(es.find((g) => g.id === 'hotel-boutique-altea-hospitality')?.seoData.location).toBe('España');
    for (const gallery of es) expect(gallery.title).toBe(galleryTitleFromId(gallery.id));
    expect(es.find((g) => g.id === PROTECTED_RETAIL_GALLERY_ID)?.password).toBe('PROTECTED');
    expect(es.filter((g) => g.password !== undefined)).toHaveLength(1);
    expect(es.some((g) => g.type === 'video')).toBe(true);
    es.forEach((gallery, i) => {
      expect(gallery.seoData.description).not.toBe(en[i]?.seoData.description);
      expect(en[i]?.seoData.description).not.toBe(it[i]?.seoData.description);
      expect(gallery.seoData.keywords.length).toBeGreaterThanOrEqual(3);
    });
  });
});
