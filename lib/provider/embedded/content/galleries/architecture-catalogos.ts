import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';

// The architecture portfolio's catalogos galleries (see architecture-manifest.ts).
export const catalogos: ArchitectureManifestEntry[] = [
  {
    id: 'ceramica-natura-catalogos',
    title: { es: 'Cerámica Natura', en: 'Natura Ceramics', it: 'Ceramiche Natura' },
    category: 'catalogos',
    imageCount: 12,
    keywords: ['cerámica'],
  },
  {
    id: 'mobiliario-exterior-catalogos',
    title: { es: 'Mobiliario de exterior', en: 'Outdoor Furniture', it: 'Arredo per esterni' },
    category: 'catalogos',
    imageCount: 10,
  },
  {
    id: 'iluminacion-arquitectonica-catalogos',
    title: { es: 'Iluminación arquitectónica', en: 'Architectural Lighting', it: 'Illuminazione architettonica' },
    category: 'catalogos',
    imageCount: 9,
    keywords: ['iluminación'],
  },
  {
    id: 'textil-hogar-catalogos',
    title: { es: 'Textil para el hogar', en: 'Home Textiles', it: 'Tessili per la casa' },
    category: 'catalogos',
    imageCount: 8,
  },
  {
    id: 'griferia-diseno-catalogos',
    title: { es: 'Grifería de diseño', en: 'Designer Taps', it: 'Rubinetteria di design' },
    category: 'catalogos',
    imageCount: 8,
  },
  {
    id: 'cocinas-medida-valencia-catalogos',
    title: {
      es: 'Cocinas a medida en Valencia',
      en: 'Made-to-Measure Kitchens in Valencia',
      it: 'Cucine su misura a Valencia',
    },
    category: 'catalogos',
    imageCount: 10,
    keywords: ['cocinas'],
  },
  {
    id: 'pavimentos-porcelanicos-catalogos',
    title: { es: 'Pavimentos porcelánicos', en: 'Porcelain Flooring', it: 'Pavimenti in gres porcellanato' },
    category: 'catalogos',
    imageCount: 9,
  },
  {
    id: 'carpinteria-madera-catalogos',
    title: { es: 'Carpintería de madera', en: 'Timber Joinery', it: 'Falegnameria in legno' },
    category: 'catalogos',
    imageCount: 8,
  },
  {
    id: 'banos-contemporaneos-catalogos',
    title: { es: 'Baños contemporáneos', en: 'Contemporary Bathrooms', it: 'Bagni contemporanei' },
    category: 'catalogos',
    imageCount: 9,
  },
  {
    id: 'piscinas-exterior-catalogos',
    title: { es: 'Piscinas de exterior', en: 'Outdoor Pools', it: 'Piscine da esterno' },
    category: 'catalogos',
    imageCount: 7,
  },
];
