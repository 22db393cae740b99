import type { TeamMemberSeed } from './types';

/** The six people of the studio. */
export const teamSeeds: TeamMemberSeed[] = [
  {
    slug: 'lucia-ferrer', name: 'Lucía Ferrer',
    position: { es: 'Fundadora y directora creativa', en: 'Founder and creative director', it: 'Fondatrice e direttrice creativa' },
    bio: {
      es: 'Quince años fotografiando arquitectura e interiores entre Valencia y Milán. Decide el enfoque visual de cada proyecto.',
      en: 'Fifteen years photographing architecture and interiors between Valencia and Milan. She sets the visual approach of every project.',
      it: 'Quindici anni a fotografare architettura e interni tra Valencia e Milano. Definisce l’impronta visiva di ogni progetto.',
    },
    social: [{ id: 'linkedin', href: 'https://www.linkedin.com/' }, { id: 'instagram', href: 'https://www.instagram.com/' }],
  },
  {
    slug: 'marc-soler', name: 'Marc Soler',
    position: { es: 'Director de fotografía y vídeo', en: 'Director of photography and video', it: 'Direttore della fotografia e video' },
    bio: {
      es: 'Viene del cine publicitario. Dirige los rodajes, la iluminación y la postproducción de vídeo del estudio.',
      en: 'Comes from commercial filmmaking. He leads the studio’s shoots, lighting and video post-production.',
      it: 'Viene dal cinema pubblicitario. Guida le riprese, l’illuminazione e la post-produzione video dello studio.',
    },
    social: [{ id: 'vimeo', href: 'https://vimeo.com/' }, { id: 'instagram', href: 'https://www.instagram.com/' }],
  },
  {
    slug: 'elena-navarro', name: 'Dra. Elena Navarro',
    position: { es: 'Responsable de neuromarketing', en: 'Head of neuromarketing', it: 'Responsabile di neuromarketing' },
    bio: {
      es: 'Doctora en psicología cognitiva. Diseña los estudios de atención y traduce los datos en decisiones de imagen.',
      en: 'PhD in cognitive psychology. She designs the attention studies and turns the data into image decisions.',
      it: 'Dottorato in psicologia cognitiva. Progetta gli studi sull’attenzione e traduce i dati in scelte d’immagine.',
    },
    social: [{ id: 'linkedin', href: 'https://www.linkedin.com/' }],
  },
  {
    slug: 'javier-ortega', name: 'Javier Ortega',
    position: { es: 'Especialista en IA y datos', en: 'AI and data specialist', it: 'Specialista in IA e dati' },
    bio: {
      es: 'Ingeniero informático. Entrena y ajusta los modelos de predicción de atención y automatiza el análisis de resultados.',
      en: 'Software engineer. He trains and tunes the attention-prediction models and automates results analysis.',
      it: 'Ingegnere informatico. Addestra e mette a punto i modelli di previsione dell’attenzione e automatizza l’analisi dei risultati.',
    },
    social: [{ id: 'linkedin', href: 'https://www.linkedin.com/' }],
  },
  {
    slug: 'giulia-romano', name: 'Giulia Romano',
    position: { es: 'Directora de arte y estilismo', en: 'Art director and stylist', it: 'Art director e stylist' },
    bio: {
      es: 'Italiana afincada en Valencia. Prepara cada escena, del atrezo a la paleta, para que la imagen cuente una sola historia.',
      en: 'Italian, based in Valencia. She prepares every scene, from props to palette, so each image tells a single story.',
      it: 'Italiana, vive a Valencia. Prepara ogni scena, dagli oggetti di scena alla palette, perché ogni immagine racconti una sola storia.',
    },
    social: [{ id: 'behance', href: 'https://www.behance.net/' }, { id: 'instagram', href: 'https://www.instagram.com/' }],
  },
  {
    slug: 'pablo-marti', name: 'Pablo Martí',
    position: { es: 'Producción y relación con clientes', en: 'Production and client relations', it: 'Produzione e relazioni con i clienti' },
    bio: {
      es: 'Coordina calendarios, localizaciones y permisos, y es la persona que te acompaña desde la primera llamada.',
      en: 'He coordinates schedules, locations and permits, and is the person by your side from the very first call.',
      it: 'Coordina calendari, location e permessi, ed è la persona che ti accompagna dalla prima telefonata.',
    },
    social: [{ id: 'linkedin', href: 'https://www.linkedin.com/' }],
  },
];
