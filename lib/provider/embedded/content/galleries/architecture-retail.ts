import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';

// The architecture portfolio's retail galleries (see architecture-manifest.ts).

/** The one protected gallery of the seed, for its password and the tests. */
export const PROTECTED_RETAIL_GALLERY_ID = 'boutique-privada-retail';

export const retail: ArchitectureManifestEntry[] = [
  {
    id: PROTECTED_RETAIL_GALLERY_ID,
    title: { es: 'Boutique privada', en: 'Private Boutique', it: 'Boutique privata' },
    category: 'retail',
    imageCount: 8,
    protected: true,
    keywords: ['boutique'],
  },
  {
    id: 'concept-store-ruzafa-valencia-retail',
    title: {
      es: 'Concept store en Ruzafa, Valencia',
      en: 'Concept Store in Ruzafa, Valencia',
      it: 'Concept store a Ruzafa, Valencia',
    },
    category: 'retail',
    imageCount: 8,
    keywords: ['concept store'],
  },
  {
    id: 'flagship-moda-colon-valencia-retail',
    title: {
      es: 'Tienda insignia de moda en Colón, Valencia',
      en: 'Fashion Flagship on Colón, Valencia',
      it: 'Flagship store di moda in via Colón, Valencia',
    },
    category: 'retail',
    imageCount: 10,
    type: 'video',
    keywords: ['moda'],
  },
  {
    id: 'joyeria-artesana-valencia-retail',
    title: {
      es: 'Joyería artesana en Valencia',
      en: 'Artisan Jeweller in Valencia',
      it: 'Gioielleria artigiana a Valencia',
    },
    category: 'retail',
    imageCount: 7,
    keywords: ['joyería'],
  },
  {
    id: 'libreria-cafe-benimaclet-retail',
    title: { es: 'Librería café en Benimaclet', en: 'Bookshop Café in Benimaclet', it: 'Libreria caffè a Benimaclet' },
    category: 'retail',
    imageCount: 6,
  },
  {
    id: 'showroom-ceramica-castellon-retail',
    title: {
      es: 'Exposición de cerámica en Castellón',
      en: 'Ceramics Showroom in Castellón',
      it: 'Showroom di ceramica a Castellón',
    },
    category: 'retail',
    imageCount: 9,
    keywords: ['cerámica', 'showroom'],
  },
  {
    id: 'optica-diseno-madrid-retail',
    title: { es: 'Óptica de diseño en Madrid', en: 'Designer Optician in Madrid', it: 'Ottica di design a Madrid' },
    category: 'retail',
    imageCount: 6,
  },
  {
    id: 'tienda-gourmet-mercado-central-valencia-retail',
    title: {
      es: 'Tienda gourmet en el Mercado Central, Valencia',
      en: 'Gourmet Shop at the Mercado Central, Valencia',
      it: 'Negozio gourmet al Mercado Central, Valencia',
    },
    category: 'retail',
    imageCount: 8,
    keywords: ['gourmet'],
  },
  {
    id: 'floristeria-botanica-retail',
    title: { es: 'Floristería botánica', en: 'Botanical Florist', it: 'Fioreria botanica' },
    category: 'retail',
    imageCount: 6,
  },
  {
    id: 'perfumeria-nicho-retail',
    title: { es: 'Perfumería de nicho', en: 'Niche Perfumery', it: 'Profumeria di nicchia' },
    category: 'retail',
    imageCount: 7,
  },
  {
    id: 'showroom-mobiliario-valencia-retail',
    title: {
      es: 'Exposición de mobiliario en Valencia',
      en: 'Furniture Showroom in Valencia',
      it: 'Showroom di arredamento a Valencia',
    },
    category: 'retail',
    imageCount: 9,
  },
  {
    id: 'zapateria-artesanal-elche-retail',
    title: {
      es: 'Zapatería artesanal en Elche',
      en: 'Artisan Shoemaker in Elche',
      it: 'Calzoleria artigianale a Elche',
    },
    category: 'retail',
    imageCount: 7,
  },
];
