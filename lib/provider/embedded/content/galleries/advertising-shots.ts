import type { Localized } from './types';

/**
 * The kinds of shot an advertising or corporate production delivers. Each image of an advertising gallery is one of
 * these, titled in the visitor's language; studio shots are located at the studio, the rest where they were taken.
 */
export const shots = {
  'key-visual': { es: 'Imagen principal de campaña', en: 'Campaign key visual', it: 'Key visual della campagna' },
  lifestyle: { es: 'Escena lifestyle', en: 'Lifestyle scene', it: 'Scena lifestyle' },
  'on-location': { es: 'Exterior en localización', en: 'On-location exterior', it: 'Esterni in location' },
  'model-portrait': { es: 'Retrato de campaña', en: 'Campaign portrait', it: 'Ritratto della campagna' },
  backstage: { es: 'Making of', en: 'Behind the scenes', it: 'Dietro le quinte' },
  'social-vertical': {
    es: 'Pieza vertical para redes',
    en: 'Vertical cut for social media',
    it: 'Formato verticale per i social',
  },
  billboard: { es: 'Adaptación a mupi y exterior', en: 'Billboard adaptation', it: 'Adattamento per affissioni' },
  'leadership-portrait': { es: 'Retrato de dirección', en: 'Leadership portrait', it: 'Ritratto del management' },
  team: { es: 'Foto de equipo', en: 'Team photograph', it: 'Foto di squadra' },
  workplace: { es: 'Entorno de trabajo', en: 'At the workplace', it: 'Ambiente di lavoro' },
  process: { es: 'Proceso de producción', en: 'Production process', it: 'Processo produttivo' },
  'hands-at-work': { es: 'Manos del oficio', en: 'Hands at work', it: 'Mani al lavoro' },
  facility: { es: 'Instalaciones', en: 'Facilities', it: 'Gli spazi' },
  keynote: { es: 'Ponencia principal', en: 'Keynote on stage', it: 'Intervento sul palco' },
  networking: {
    es: 'Networking entre asistentes',
    en: 'Networking between attendees',
    it: 'Networking tra i partecipanti',
  },
  award: { es: 'Entrega de premios', en: 'Award ceremony', it: 'Premiazione' },
  construction: { es: 'Avance de obra', en: 'Construction progress', it: 'Avanzamento dei lavori' },
  packshot: { es: 'Packshot sobre fondo blanco', en: 'Packshot on white', it: 'Packshot su fondo bianco' },
  'still-life': { es: 'Bodegón de producto', en: 'Product still life', it: 'Still life di prodotto' },
  detail: { es: 'Detalle y acabado', en: 'Detail and finish', it: 'Dettagli e finiture' },
  'in-use': { es: 'Producto en uso', en: 'Product in use', it: 'Prodotto in uso' },
  texture: { es: 'Textura y material', en: 'Texture and material', it: 'Texture e materiali' },
  range: { es: 'La gama completa', en: 'The full range', it: 'La gamma completa' },
  ecommerce: { es: 'Imagen para e-commerce', en: 'E-commerce image', it: 'Immagine per e-commerce' },
  'flat-lay': { es: 'Composición cenital', en: 'Flat lay', it: 'Composizione dall’alto' },
} satisfies Record<string, Localized>;

export type ShotKind = keyof typeof shots;

const STUDIO_SHOTS: ReadonlySet<ShotKind> = new Set([
  'packshot',
  'still-life',
  'detail',
  'texture',
  'range',
  'ecommerce',
  'flat-lay',
]);

export function isStudioShot(kind: ShotKind): boolean {
  return STUDIO_SHOTS.has(kind);
}

export const places = {
  studio: { es: 'Estudio Lumen, Valencia', en: 'Lumen studio, Valencia', it: 'Studio Lumen, Valencia' },
  valencia: { es: 'Valencia', en: 'Valencia', it: 'Valencia' },
  madrid: { es: 'Madrid', en: 'Madrid', it: 'Madrid' },
  barcelona: { es: 'Barcelona', en: 'Barcelona', it: 'Barcellona' },
  alicante: { es: 'Alicante', en: 'Alicante', it: 'Alicante' },
  castellon: { es: 'Castellón', en: 'Castellón', it: 'Castellón' },
  elche: { es: 'Elche', en: 'Elche', it: 'Elche' },
  javea: { es: 'Jávea', en: 'Jávea', it: 'Jávea' },
  albufera: { es: 'La Albufera, Valencia', en: 'La Albufera, Valencia', it: 'L’Albufera, Valencia' },
  requena: { es: 'Utiel-Requena', en: 'Utiel-Requena', it: 'Utiel-Requena' },
  manises: { es: 'Manises', en: 'Manises', it: 'Manises' },
  milan: { es: 'Milán', en: 'Milan', it: 'Milano' },
  sagunto: { es: 'Sagunto', en: 'Sagunto', it: 'Sagunto' },
} satisfies Record<string, Localized>;

export type Place = keyof typeof places;

export type AdvertisingCategory = 'publicidad' | 'corporativa' | 'producto';

export interface AdvertisingSeed {
  id: string;
  category: AdvertisingCategory;
  place: Place;
  shots: readonly ShotKind[];
  title: Localized;
  description: Localized;
}
