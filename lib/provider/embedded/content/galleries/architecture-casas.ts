import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';

// The architecture portfolio's casas galleries (see architecture-manifest.ts).
export const casas: ArchitectureManifestEntry[] = [
  {
    id: 'atico-ruzafa-valencia-casas',
    title: { es: 'Ático en Ruzafa, Valencia', en: 'Ruzafa Penthouse, Valencia', it: 'Attico a Ruzafa, Valencia' },
    category: 'casas',
    imageCount: 10,
    keywords: ['ático', 'ruzafa'],
  },
  {
    id: 'villa-mediterranea-javea-casas',
    title: { es: 'Villa mediterránea en Jávea', en: 'Mediterranean Villa in Jávea', it: 'Villa mediterranea a Jávea' },
    category: 'casas',
    imageCount: 12,
    type: 'video',
    keywords: ['villa', 'jávea'],
  },
  {
    id: 'casa-patio-godella-casas',
    title: { es: 'Casa patio en Godella', en: 'Courtyard House in Godella', it: 'Casa con patio a Godella' },
    category: 'casas',
    imageCount: 8,
  },
  {
    id: 'vivienda-cabanyal-valencia-casas',
    title: {
      es: 'Vivienda en el Cabanyal, Valencia',
      en: 'Cabanyal Home, Valencia',
      it: 'Abitazione al Cabanyal, Valencia',
    },
    category: 'casas',
    imageCount: 9,
    keywords: ['cabanyal'],
  },
  {
    id: 'casa-blanca-altea-casas',
    title: { es: 'Casa blanca en Altea', en: 'Whitewashed House in Altea', it: 'Casa bianca ad Altea' },
    category: 'casas',
    imageCount: 8,
    keywords: ['altea'],
  },
  {
    id: 'loft-industrial-valencia-casas',
    title: { es: 'Loft industrial en Valencia', en: 'Industrial Loft in Valencia', it: 'Loft industriale a Valencia' },
    category: 'casas',
    imageCount: 7,
    keywords: ['loft'],
  },
  {
    id: 'refugio-sierra-calderona-casas',
    title: {
      es: 'Refugio en la Sierra Calderona',
      en: 'Sierra Calderona Retreat',
      it: 'Rifugio nella Sierra Calderona',
    },
    category: 'casas',
    imageCount: 8,
  },
  {
    id: 'casa-olivos-denia-casas',
    title: { es: 'Casa de los olivos en Dénia', en: 'Olive Grove House in Dénia', it: 'Casa degli ulivi a Dénia' },
    category: 'casas',
    imageCount: 9,
    keywords: ['dénia'],
  },
  {
    id: 'piso-eixample-barcelona-casas',
    title: {
      es: 'Piso en el Eixample, Barcelona',
      en: 'Eixample Apartment, Barcelona',
      it: 'Appartamento nell’Eixample, Barcellona',
    },
    category: 'casas',
    imageCount: 7,
    keywords: ['barcelona'],
  },
  {
    id: 'villa-pinar-moraira-casas',
    title: {
      es: 'Villa en el pinar de Moraira',
      en: 'Pine Wood Villa in Moraira',
      it: 'Villa nella pineta di Moraira',
    },
    category: 'casas',
    imageCount: 10,
    type: 'video',
  },
  {
    id: 'casa-taller-benimaclet-valencia-casas',
    title: {
      es: 'Casa taller en Benimaclet, Valencia',
      en: 'Home Studio in Benimaclet, Valencia',
      it: 'Casa atelier a Benimaclet, Valencia',
    },
    category: 'casas',
    imageCount: 6,
  },
  {
    id: 'duplex-gran-via-valencia-casas',
    title: {
      es: 'Dúplex en la Gran Vía, Valencia',
      en: 'Gran Vía Duplex, Valencia',
      it: 'Duplex sulla Gran Vía, Valencia',
    },
    category: 'casas',
    imageCount: 8,
    keywords: ['dúplex'],
  },
  {
    id: 'masia-rehabilitada-morella-casas',
    title: {
      es: 'Masía rehabilitada en Morella',
      en: 'Restored Farmhouse in Morella',
      it: 'Casale restaurato a Morella',
    },
    category: 'casas',
    imageCount: 11,
    keywords: ['masía', 'rehabilitación'],
  },
  {
    id: 'apartamento-malvarrosa-valencia-casas',
    title: {
      es: 'Apartamento en la Malvarrosa, Valencia',
      en: 'Malvarrosa Apartment, Valencia',
      it: 'Appartamento alla Malvarrosa, Valencia',
    },
    category: 'casas',
    imageCount: 6,
  },
  {
    id: 'casa-mirador-cullera-casas',
    title: { es: 'Casa mirador en Cullera', en: 'Lookout House in Cullera', it: 'Casa belvedere a Cullera' },
    category: 'casas',
    imageCount: 8,
  },
  {
    id: 'casa-corral-alboraya-casas',
    title: { es: 'Casa de corral en Alboraya', en: 'Farmyard House in Alboraya', it: 'Casa con corte ad Alboraya' },
    category: 'casas',
    imageCount: 7,
  },
];
