import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';

// The architecture portfolio's hospitality galleries (see architecture-manifest.ts).
export const hospitality: ArchitectureManifestEntry[] = [
  {
    id: 'hotel-boutique-altea-hospitality',
    title: { es: 'Hotel boutique en Altea', en: 'Boutique Hotel in Altea', it: 'Boutique hotel ad Altea' },
    category: 'hospitality',
    imageCount: 12,
    type: 'video',
    keywords: ['hotel boutique'],
  },
  {
    id: 'hotel-palacio-ciutat-vella-valencia-hospitality',
    title: {
      es: 'Hotel palacio en Ciutat Vella, Valencia',
      en: 'Palace Hotel in Ciutat Vella, Valencia',
      it: 'Hotel in un palazzo a Ciutat Vella, Valencia',
    },
    category: 'hospitality',
    imageCount: 11,
  },
  {
    id: 'arroceria-albufera-hospitality',
    title: {
      es: 'Arrocería en la Albufera',
      en: 'Paella Restaurant in the Albufera',
      it: 'Ristorante di paella nell’Albufera',
    },
    category: 'hospitality',
    imageCount: 8,
    keywords: ['arrocería', 'albufera'],
  },
  {
    id: 'beach-club-denia-hospitality',
    title: { es: 'Club de playa en Dénia', en: 'Beach Club in Dénia', it: 'Beach club a Dénia' },
    category: 'hospitality',
    imageCount: 9,
  },
  {
    id: 'hostal-rural-matarranya-hospitality',
    title: {
      es: 'Hostal rural en el Matarraña',
      en: 'Country Inn in the Matarraña',
      it: 'Locanda rurale nel Matarraña',
    },
    category: 'hospitality',
    imageCount: 8,
    keywords: ['turismo rural'],
  },
  {
    id: 'rooftop-bar-valencia-hospitality',
    title: { es: 'Bar de azotea en Valencia', en: 'Rooftop Bar in Valencia', it: 'Bar su terrazza a Valencia' },
    category: 'hospitality',
    imageCount: 7,
  },
  {
    id: 'cafe-especialidad-russafa-valencia-hospitality',
    title: {
      es: 'Café de especialidad en Russafa, Valencia',
      en: 'Specialty Coffee Shop in Russafa, Valencia',
      it: 'Caffetteria specialty a Russafa, Valencia',
    },
    category: 'hospitality',
    imageCount: 6,
  },
  {
    id: 'hotel-spa-benicassim-hospitality',
    title: { es: 'Hotel spa en Benicàssim', en: 'Spa Hotel in Benicàssim', it: 'Hotel con spa a Benicàssim' },
    category: 'hospitality',
    imageCount: 10,
    type: 'video',
    keywords: ['spa'],
  },
  {
    id: 'bodega-utiel-requena-hospitality',
    title: { es: 'Bodega en Utiel-Requena', en: 'Winery in Utiel-Requena', it: 'Cantina a Utiel-Requena' },
    category: 'hospitality',
    imageCount: 9,
    keywords: ['bodega', 'enoturismo'],
  },
  {
    id: 'restaurante-mercado-colon-valencia-hospitality',
    title: {
      es: 'Restaurante en el Mercado de Colón, Valencia',
      en: 'Restaurant in the Mercado de Colón, Valencia',
      it: 'Ristorante nel Mercado de Colón, Valencia',
    },
    category: 'hospitality',
    imageCount: 8,
  },
  {
    id: 'apartamentos-turisticos-cabanyal-valencia-hospitality',
    title: {
      es: 'Apartamentos turísticos en el Cabanyal, Valencia',
      en: 'Holiday Apartments in the Cabanyal, Valencia',
      it: 'Appartamenti turistici al Cabanyal, Valencia',
    },
    category: 'hospitality',
    imageCount: 7,
  },
  {
    id: 'hotel-urbano-malaga-hospitality',
    title: { es: 'Hotel urbano en Málaga', en: 'City Hotel in Málaga', it: 'Hotel urbano a Málaga' },
    category: 'hospitality',
    imageCount: 9,
  },
  {
    id: 'taberna-barrio-carmen-valencia-hospitality',
    title: {
      es: 'Taberna en el barrio del Carmen, Valencia',
      en: 'Tavern in the Barrio del Carmen, Valencia',
      it: 'Taverna nel Barrio del Carmen, Valencia',
    },
    category: 'hospitality',
    imageCount: 6,
  },
  {
    id: 'glamping-serrania-hospitality',
    title: { es: 'Glamping en la Serranía', en: 'Glamping in the Serranía', it: 'Glamping nella Serranía' },
    category: 'hospitality',
    imageCount: 8,
    keywords: ['glamping'],
  },
  {
    id: 'hotel-costa-javea-hospitality',
    title: { es: 'Hotel de costa en Jávea', en: 'Seaside Hotel in Jávea', it: 'Hotel sulla costa di Jávea' },
    category: 'hospitality',
    imageCount: 10,
  },
];
