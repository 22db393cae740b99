import { beforeAll, describe, expect, it } from 'vitest';
import { architectureCategories } from '@/lib/domain/gallery';
import { locales } from '@/lib/i18n/locales';
import { getArchitectureGalleries } from '@/lib/provider/embedded/content';
import {
  architectureManifest,
  PROTECTED_RETAIL_GALLERY_ID,
} from '@/lib/provider/embedded/content/galleries/architecture-manifest';

describe('architecture manifest: about 65 galleries', () => {
  it('holds 65 galleries with unique ids, each ending with its category word', () => {
    expect(architectureManifest).toHaveLength(65);
    expect(new Set(architectureManifest.map((g) => g.id)).size).toBe(65);
    for (const entry of architectureManifest) expect(entry.id.endsWith(`-${entry.category}`)).toBe(true);
  });

  it('covers every filter: catalogs, hospitality, houses, offices, retail', () => {
    const counts = Object.fromEntries(
      architectureCategories.map((c) => [c, architectureManifest.filter((g) => g.category === c).length]),
    );
    expect(counts).toEqual({ catalogos: 10, hospitality: 15, casas: 16, oficinas: 12, retail: 12 });
  });

  it('protects exactly one retail gallery', () => {
    const protectedOnes = architectureManifest.filter((g) => g.protected);
    expect(protectedOnes.map((g) => [g.id, g.category])).toEqual([[PROTECTED_RETAIL_GALLERY_ID, 'retail']]);
  });
});

describe('architecture gallery records', () => {
  let es: Awaited<ReturnType<typeof getArchitectureGalleries>>;
  let en: typeof es;
  let italian: typeof es;
  // The first read starts the back office's store on a fresh in-memory database and seeds every gallery into it: setup,
  // timed as a hook (it took 34–64 s on a loaded 2-core machine, past a test's 30 s), not as the test.
  beforeAll(async () => {
    [es, en, italian] = await Promise.all([
      getArchitectureGalleries('es'),
      getArchitectureGalleries('en'),
      getArchitectureGalleries('it'),
    ]);
  }, 180_000);

  it('are derived per language with the spec rules', () => {
    expect(es).toHaveLength(65);
    const atico = es.find((g) => g.id === 'atico-ruzafa-valencia-casas');
    expect(atico?.title).toBe('Ático en Ruzafa, Valencia');
    expect(atico?.images[0]).toBe('/media/architecture/atico-ruzafa-valencia-casas/01.jpg');
    expect(atico?.seoData).toMatchObject({ category: 'architecture', subcategory: 'casas', location: 'Valencia' });
    expect(es.find((g) => g.id === 'hotel-boutique-altea-hospitality')?.seoData.location).toBe('España');
    expect(es.find((g) => g.id === PROTECTED_RETAIL_GALLERY_ID)?.password).toBe('PROTECTED');
    expect(es.filter((g) => g.password !== undefined)).toHaveLength(1);
    expect(es.some((g) => g.type === 'video')).toBe(true);
    es.forEach((gallery, i) => {
      expect(gallery.seoData.description).not.toBe(en[i]?.seoData.description);
      expect(en[i]?.seoData.description).not.toBe(italian[i]?.seoData.description);
      expect(gallery.seoData.keywords.length).toBeGreaterThanOrEqual(3);
    });
  });
});

/** How a name read when it was built from the id: each word capitalised, the category word dropped. */
const slugTitle = (id: string) =>
  id
    .replace(/-[a-z]+$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Words of the ids that Spanish writes with an accent or ñ: a Spanish name must never carry the bare form. */
const accentedInSpanish: Record<string, string> = {
  atico: 'ático',
  mediterranea: 'mediterránea',
  javea: 'jávea',
  denia: 'dénia',
  duplex: 'dúplex',
  via: 'vía',
  masia: 'masía',
  tecnologica: 'tecnológica',
  colon: 'colón',
  innovacion: 'innovación',
  diseno: 'diseño',
  castellon: 'castellón',
  citricos: 'cítricos',
  arroceria: 'arrocería',
  cafe: 'café',
  malaga: 'málaga',
  serrania: 'serranía',
  turisticos: 'turísticos',
  joyeria: 'joyería',
  libreria: 'librería',
  ceramica: 'cerámica',
  optica: 'óptica',
  floristeria: 'floristería',
  botanica: 'botánica',
  perfumeria: 'perfumería',
  zapateria: 'zapatería',
  iluminacion: 'iluminación',
  arquitectonica: 'arquitectónica',
  griferia: 'grifería',
  porcelanicos: 'porcelánicos',
  carpinteria: 'carpintería',
  banos: 'baños',
  contemporaneos: 'contemporáneos',
  benicassim: 'benicàssim',
};

describe('architecture gallery names are written per language, never derived from the id', () => {
  it('every gallery has its own written name in Spanish, English and Italian', () => {
    for (const entry of architectureManifest) {
      for (const lang of locales) {
        const name = entry.title[lang];
        expect(name, `${entry.id} ${lang}`).toMatch(/^\S(.*\S)?$/);
        expect(name, `${entry.id} ${lang}`).not.toBe(slugTitle(entry.id));
      }
      expect(entry.title.en, entry.id).not.toBe(entry.title.es);
      expect(entry.title.it, entry.id).not.toBe(entry.title.es);
    }
  });

  it('no Spanish name carries an id word without the accent or ñ it needs', () => {
    for (const entry of architectureManifest) {
      const words = entry.title.es.toLowerCase().split(/[^\p{L}]+/u);
      for (const [bare, written] of Object.entries(accentedInSpanish)) {
        if (entry.id.split('-').includes(bare)) expect(words, entry.id).not.toContain(bare);
        if (words.includes(written)) expect(entry.id.split('-'), entry.id).toContain(bare);
      }
    }
  });

  it.each([
    ['banos-contemporaneos-catalogos', 'Baños contemporáneos', 'Contemporary Bathrooms', 'Bagni contemporanei'],
    ['griferia-diseno-catalogos', 'Grifería de diseño', 'Designer Taps', 'Rubinetteria di design'],
    [
      'iluminacion-arquitectonica-catalogos',
      'Iluminación arquitectónica',
      'Architectural Lighting',
      'Illuminazione architettonica',
    ],
    [
      'masia-rehabilitada-morella-casas',
      'Masía rehabilitada en Morella',
      'Restored Farmhouse in Morella',
      'Casale restaurato a Morella',
    ],
    [
      'optica-diseno-madrid-retail',
      'Óptica de diseño en Madrid',
      'Designer Optician in Madrid',
      'Ottica di design a Madrid',
    ],
  ])('%s is shown as “%s” / “%s” / “%s”', async (id, es, en, it) => {
    for (const [lang, name] of [
      ['es', es],
      ['en', en],
      ['it', it],
    ] as const) {
      const gallery = (await getArchitectureGalleries(lang)).find((g) => g.id === id);
      expect(gallery?.title).toBe(name);
      expect(gallery?.seoData.title).toBe(name);
    }
  });
});
