import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';

/**
 * The architecture portfolio as stored on the media host: one folder per gallery id with images 01..NN. Titles, image
 * paths and SEO data are derived from these entries (lib/domain/gallery.ts). 65 galleries (spec §9).
 */
export const PROTECTED_RETAIL_GALLERY_ID = 'boutique-privada-retail';

const casas: ArchitectureManifestEntry[] = [
  { id: 'atico-ruzafa-valencia-casas', category: 'casas', imageCount: 10, keywords: ['ático', 'ruzafa'] },
  { id: 'villa-mediterranea-javea-casas', category: 'casas', imageCount: 12, type: 'video', keywords: ['villa', 'jávea'] },
  { id: 'casa-patio-godella-casas', category: 'casas', imageCount: 8 },
  { id: 'vivienda-cabanyal-valencia-casas', category: 'casas', imageCount: 9, keywords: ['cabanyal'] },
  { id: 'casa-blanca-altea-casas', category: 'casas', imageCount: 8, keywords: ['altea'] },
  { id: 'loft-industrial-valencia-casas', category: 'casas', imageCount: 7, keywords: ['loft'] },
  { id: 'refugio-sierra-calderona-casas', category: 'casas', imageCount: 8 },
  { id: 'casa-olivos-denia-casas', category: 'casas', imageCount: 9, keywords: ['dénia'] },
  { id: 'piso-eixample-barcelona-casas', category: 'casas', imageCount: 7, keywords: ['barcelona'] },
  { id: 'villa-pinar-moraira-casas', category: 'casas', imageCount: 10, type: 'video' },
  { id: 'casa-taller-benimaclet-valencia-casas', category: 'casas', imageCount: 6 },
  { id: 'duplex-gran-via-valencia-casas', category: 'casas', imageCount: 8, keywords: ['dúplex'] },
  { id: 'masia-rehabilitada-morella-casas', category: 'casas', imageCount: 11, keywords: ['masía', 'rehabilitación'] },
  { id: 'apartamento-malvarrosa-valencia-casas', category: 'casas', imageCount: 6 },
  { id: 'casa-mirador-cullera-casas', category: 'casas', imageCount: 8 },
  { id: 'casa-corral-alboraya-casas', category: 'casas', imageCount: 7 },
];

const oficinas: ArchitectureManifestEntry[] = [
  { id: 'sede-tecnologica-valencia-oficinas', category: 'oficinas', imageCount: 10, type: 'video' },
  { id: 'coworking-ruzafa-valencia-oficinas', category: 'oficinas', imageCount: 8, keywords: ['coworking'] },
  { id: 'estudio-arquitectos-madrid-oficinas', category: 'oficinas', imageCount: 7, keywords: ['madrid'] },
  { id: 'despacho-abogados-colon-valencia-oficinas', category: 'oficinas', imageCount: 6 },
  { id: 'campus-innovacion-paterna-oficinas', category: 'oficinas', imageCount: 9 },
  { id: 'agencia-creativa-alicante-oficinas', category: 'oficinas', imageCount: 7 },
  { id: 'sede-fintech-castellana-madrid-oficinas', category: 'oficinas', imageCount: 8 },
  { id: 'laboratorio-diseno-castellon-oficinas', category: 'oficinas', imageCount: 6 },
  { id: 'hub-startups-marina-valencia-oficinas', category: 'oficinas', imageCount: 9, keywords: ['startups'] },
  { id: 'consultora-patio-interior-oficinas', category: 'oficinas', imageCount: 6 },
  { id: 'cooperativa-citricos-sagunto-oficinas', category: 'oficinas', imageCount: 7 },
  { id: 'oficina-portuaria-valencia-oficinas', category: 'oficinas', imageCount: 8 },
];

const hospitality: ArchitectureManifestEntry[] = [
  { id: 'hotel-boutique-altea-hospitality', category: 'hospitality', imageCount: 12, type: 'video', keywords: ['hotel boutique'] },
  { id: 'hotel-palacio-ciutat-vella-valencia-hospitality', category: 'hospitality', imageCount: 11 },
  { id: 'arroceria-albufera-hospitality', category: 'hospitality', imageCount: 8, keywords: ['arrocería', 'albufera'] },
  { id: 'beach-club-denia-hospitality', category: 'hospitality', imageCount: 9 },
  { id: 'hostal-rural-matarranya-hospitality', category: 'hospitality', imageCount: 8, keywords: ['turismo rural'] },
  { id: 'rooftop-bar-valencia-hospitality', category: 'hospitality', imageCount: 7 },
  { id: 'cafe-especialidad-russafa-valencia-hospitality', category: 'hospitality', imageCount: 6 },
  { id: 'hotel-spa-benicassim-hospitality', category: 'hospitality', imageCount: 10, type: 'video', keywords: ['spa'] },
  { id: 'bodega-utiel-requena-hospitality', category: 'hospitality', imageCount: 9, keywords: ['bodega', 'enoturismo'] },
  { id: 'restaurante-mercado-colon-valencia-hospitality', category: 'hospitality', imageCount: 8 },
  { id: 'apartamentos-turisticos-cabanyal-valencia-hospitality', category: 'hospitality', imageCount: 7 },
  { id: 'hotel-urbano-malaga-hospitality', category: 'hospitality', imageCount: 9 },
  { id: 'taberna-barrio-carmen-valencia-hospitality', category: 'hospitality', imageCount: 6 },
  { id: 'glamping-serrania-hospitality', category: 'hospitality', imageCount: 8, keywords: ['glamping'] },
  { id: 'hotel-costa-javea-hospitality', category: 'hospitality', imageCount: 10 },
];

const retail: ArchitectureManifestEntry[] = [
  { id: PROTECTED_RETAIL_GALLERY_ID, category: 'retail', imageCount: 8, protected: true, keywords: ['boutique'] },
  { id: 'concept-store-ruzafa-valencia-retail', category: 'retail', imageCount: 8, keywords: ['concept store'] },
  { id: 'flagship-moda-colon-valencia-retail', category: 'retail', imageCount: 10, type: 'video', keywords: ['moda'] },
  { id: 'joyeria-artesana-valencia-retail', category: 'retail', imageCount: 7, keywords: ['joyería'] },
  { id: 'libreria-cafe-benimaclet-retail', category: 'retail', imageCount: 6 },
  { id: 'showroom-ceramica-castellon-retail', category: 'retail', imageCount: 9, keywords: ['cerámica', 'showroom'] },
  { id: 'optica-diseno-madrid-retail', category: 'retail', imageCount: 6 },
  { id: 'tienda-gourmet-mercado-central-valencia-retail', category: 'retail', imageCount: 8, keywords: ['gourmet'] },
  { id: 'floristeria-botanica-retail', category: 'retail', imageCount: 6 },
  { id: 'perfumeria-nicho-retail', category: 'retail', imageCount: 7 },
  { id: 'showroom-mobiliario-valencia-retail', category: 'retail', imageCount: 9 },
  { id: 'zapateria-artesanal-elche-retail', category: 'retail', imageCount: 7 },
];

const catalogos: ArchitectureManifestEntry[] = [
  { id: 'ceramica-natura-catalogos', category: 'catalogos', imageCount: 12, keywords: ['cerámica'] },
  { id: 'mobiliario-exterior-catalogos', category: 'catalogos', imageCount: 10 },
  { id: 'iluminacion-arquitectonica-catalogos', category: 'catalogos', imageCount: 9, keywords: ['iluminación'] },
  { id: 'textil-hogar-catalogos', category: 'catalogos', imageCount: 8 },
  { id: 'griferia-diseno-catalogos', category: 'catalogos', imageCount: 8 },
  { id: 'cocinas-medida-valencia-catalogos', category: 'catalogos', imageCount: 10, keywords: ['cocinas'] },
  { id: 'pavimentos-porcelanicos-catalogos', category: 'catalogos', imageCount: 9 },
  { id: 'carpinteria-madera-catalogos', category: 'catalogos', imageCount: 8 },
  { id: 'banos-contemporaneos-catalogos', category: 'catalogos', imageCount: 9 },
  { id: 'piscinas-exterior-catalogos', category: 'catalogos', imageCount: 7 },
];

export const architectureManifest: readonly ArchitectureManifestEntry[] = [
  ...catalogos,
  ...hospitality,
  ...casas,
  ...oficinas,
  ...retail,
];
