import type { ArchitectureSeoCopy } from '@/lib/domain/gallery';
import type { Locale } from '@/lib/i18n/locales';

/** How each language names and describes an architecture gallery for search engines and previews. */
export const architectureSeoCopy: Record<Locale, ArchitectureSeoCopy> = {
  es: {
    seoTitle: (title, location, label) => `${title} · ${label} en ${location} | Lumen Estudio`,
    description: (title, location, label) =>
      `${title}: fotografía de arquitectura e interiorismo (${label.toLowerCase()}) en ${location}, con luz natural cuidada y encuadres pensados para vender el espacio.`,
    categoryLabels: {
      catalogos: 'Catálogos',
      hospitality: 'Hostelería',
      casas: 'Casas',
      oficinas: 'Oficinas',
      retail: 'Retail',
    },
    categoryKeywords: {
      catalogos: ['fotografía de catálogo', 'fotografía de producto para interiorismo', 'fabricantes'],
      hospitality: ['fotografía de hoteles', 'fotografía de restaurantes', 'hostelería'],
      casas: ['fotografía de viviendas', 'fotografía inmobiliaria', 'interiorismo residencial'],
      oficinas: ['fotografía de oficinas', 'espacios de trabajo', 'arquitectura corporativa'],
      retail: ['fotografía de tiendas', 'retail design', 'escaparatismo'],
    },
  },
  en: {
    seoTitle: (title, location, label) =>
      `${title} · ${label} in ${location === 'España' ? 'Spain' : location} | Lumen Estudio`,
    description: (title, location, label) =>
      `${title}: architecture and interior photography (${label.toLowerCase()}) in ${location === 'España' ? 'Spain' : location}, shot in carefully read natural light and framed to sell the space.`,
    categoryLabels: {
      catalogos: 'Catalogues',
      hospitality: 'Hospitality',
      casas: 'Homes',
      oficinas: 'Offices',
      retail: 'Retail',
    },
    categoryKeywords: {
      catalogos: ['catalogue photography', 'interior product photography', 'manufacturers'],
      hospitality: ['hotel photography', 'restaurant photography', 'hospitality'],
      casas: ['residential photography', 'real estate photography', 'residential interiors'],
      oficinas: ['office photography', 'workspaces', 'corporate architecture'],
      retail: ['retail photography', 'store design', 'visual merchandising'],
    },
  },
  it: {
    seoTitle: (title, location, label) =>
      `${title} · ${label} ${location === 'España' ? 'in Spagna' : `a ${location}`} | Lumen Estudio`,
    description: (title, location, label) =>
      `${title}: fotografia di architettura e d'interni (${label.toLowerCase()}) ${location === 'España' ? 'in Spagna' : `a ${location}`}, con una luce naturale studiata e inquadrature pensate per valorizzare lo spazio.`,
    categoryLabels: {
      catalogos: 'Cataloghi',
      hospitality: 'Hospitality',
      casas: 'Abitazioni',
      oficinas: 'Uffici',
      retail: 'Retail',
    },
    categoryKeywords: {
      catalogos: ['fotografia per cataloghi', 'fotografia di prodotto per l’arredo', 'aziende produttrici'],
      hospitality: ['fotografia di hotel', 'fotografia di ristoranti', 'ospitalità'],
      casas: ['fotografia di abitazioni', 'fotografia immobiliare', 'interior design residenziale'],
      oficinas: ['fotografia di uffici', 'spazi di lavoro', 'architettura corporate'],
      retail: ['fotografia di negozi', 'retail design', 'visual merchandising'],
    },
  },
};
