import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';

/**
 * The architecture portfolio as stored on the media host: one folder per gallery id with images 01..NN. Each name is
 * written in every language (an id has no accents, so a name derived from it would misspell the Spanish); image paths
 * and SEO data are derived from these entries (lib/domain/gallery.ts). 65 galleries.
 */
export const PROTECTED_RETAIL_GALLERY_ID = 'boutique-privada-retail';

const casas: ArchitectureManifestEntry[] = [
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

const oficinas: ArchitectureManifestEntry[] = [
  {
    id: 'sede-tecnologica-valencia-oficinas',
    title: {
      es: 'Sede tecnológica en Valencia',
      en: 'Tech Headquarters in Valencia',
      it: 'Sede tecnologica a Valencia',
    },
    category: 'oficinas',
    imageCount: 10,
    type: 'video',
  },
  {
    id: 'coworking-ruzafa-valencia-oficinas',
    title: {
      es: 'Coworking en Ruzafa, Valencia',
      en: 'Ruzafa Coworking, Valencia',
      it: 'Coworking a Ruzafa, Valencia',
    },
    category: 'oficinas',
    imageCount: 8,
    keywords: ['coworking'],
  },
  {
    id: 'estudio-arquitectos-madrid-oficinas',
    title: {
      es: 'Estudio de arquitectos en Madrid',
      en: 'Architects’ Studio in Madrid',
      it: 'Studio di architetti a Madrid',
    },
    category: 'oficinas',
    imageCount: 7,
    keywords: ['madrid'],
  },
  {
    id: 'despacho-abogados-colon-valencia-oficinas',
    title: {
      es: 'Despacho de abogados en Colón, Valencia',
      en: 'Law Office on Colón, Valencia',
      it: 'Studio legale in via Colón, Valencia',
    },
    category: 'oficinas',
    imageCount: 6,
  },
  {
    id: 'campus-innovacion-paterna-oficinas',
    title: {
      es: 'Campus de innovación en Paterna',
      en: 'Innovation Campus in Paterna',
      it: 'Campus dell’innovazione a Paterna',
    },
    category: 'oficinas',
    imageCount: 9,
  },
  {
    id: 'agencia-creativa-alicante-oficinas',
    title: {
      es: 'Agencia creativa en Alicante',
      en: 'Creative Agency in Alicante',
      it: 'Agenzia creativa ad Alicante',
    },
    category: 'oficinas',
    imageCount: 7,
  },
  {
    id: 'sede-fintech-castellana-madrid-oficinas',
    title: {
      es: 'Sede fintech en la Castellana, Madrid',
      en: 'Fintech Headquarters on the Castellana, Madrid',
      it: 'Sede fintech sulla Castellana, Madrid',
    },
    category: 'oficinas',
    imageCount: 8,
  },
  {
    id: 'laboratorio-diseno-castellon-oficinas',
    title: {
      es: 'Laboratorio de diseño en Castellón',
      en: 'Design Lab in Castellón',
      it: 'Laboratorio di design a Castellón',
    },
    category: 'oficinas',
    imageCount: 6,
  },
  {
    id: 'hub-startups-marina-valencia-oficinas',
    title: {
      es: 'Hub de startups en la Marina, Valencia',
      en: 'Startup Hub at the Marina, Valencia',
      it: 'Hub di startup alla Marina, Valencia',
    },
    category: 'oficinas',
    imageCount: 9,
    keywords: ['startups'],
  },
  {
    id: 'consultora-patio-interior-oficinas',
    title: {
      es: 'Consultora con patio interior',
      en: 'Consultancy with an Inner Courtyard',
      it: 'Società di consulenza con cortile interno',
    },
    category: 'oficinas',
    imageCount: 6,
  },
  {
    id: 'cooperativa-citricos-sagunto-oficinas',
    title: {
      es: 'Cooperativa de cítricos en Sagunto',
      en: 'Citrus Cooperative in Sagunto',
      it: 'Cooperativa di agrumi a Sagunto',
    },
    category: 'oficinas',
    imageCount: 7,
  },
  {
    id: 'oficina-portuaria-valencia-oficinas',
    title: { es: 'Oficina portuaria en Valencia', en: 'Port Office in Valencia', it: 'Ufficio portuale a Valencia' },
    category: 'oficinas',
    imageCount: 8,
  },
];

const hospitality: ArchitectureManifestEntry[] = [
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

const retail: ArchitectureManifestEntry[] = [
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

const catalogos: ArchitectureManifestEntry[] = [
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

export const architectureManifest: readonly ArchitectureManifestEntry[] = [
  ...catalogos,
  ...hospitality,
  ...casas,
  ...oficinas,
  ...retail,
];
