import type { CollectionConfig } from 'payload';
import { CONTENT_PAGES, CONTENT_SECTIONS } from '@/lib/provider/contract';
import { staffOnly } from '../../access';
import { contentsRevalidation } from '../../hooks/revalidate';
import { collectionVersions, versionAccess } from '../../versions';

type Label = { es: string; en: string; it: string };
const PAGE_LABELS: Record<(typeof CONTENT_PAGES)[number], Label> = {
  home: { es: 'Inicio', en: 'Home', it: 'Home' },
  arquitectura: { es: 'Arquitectura', en: 'Architecture', it: 'Architettura' },
  publicidad: { es: 'Publicidad', en: 'Advertising', it: 'Pubblicità' },
  turismo: { es: 'Turismo', en: 'Tourism', it: 'Turismo' },
  'nm-ia': { es: 'Neuromarketing e IA', en: 'Neuromarketing and AI', it: 'Neuromarketing e IA' },
};
const SECTION_LABELS: Record<(typeof CONTENT_SECTIONS)[number], Label> = {
  hero: { es: 'Cabecera', en: 'Hero', it: 'Testata' },
  'services-intro': { es: 'Introducción a los servicios', en: 'Services introduction', it: 'Introduzione ai servizi' },
  'services-intro-corrected': {
    es: 'Introducción a los servicios (corregida)',
    en: 'Services introduction (corrected)',
    it: 'Introduzione ai servizi (corretta)',
  },
  ai: { es: 'Cuerpo NM+IA', en: 'NM+AI body', it: 'Corpo NM+IA' },
};

/**
 * Page texts, in the shape of the provider contract's contents (`/api/contents` serves them as they are): one entry
 * per page section, each text written per language; an empty translation falls back to Spanish.
 */
export const Contents: CollectionConfig = {
  slug: 'contents',
  labels: {
    singular: { es: 'Texto de página', en: 'Page text', it: 'Testo di pagina' },
    plural: { es: 'Textos de página', en: 'Page texts', it: 'Testi di pagina' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'page', 'section', 'updatedAt'],
    listSearchableFields: ['title', 'entryId'],
  },
  defaultSort: 'order',
  access: { ...versionAccess, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: collectionVersions,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'page',
          type: 'select',
          required: true,
          index: true,
          options: CONTENT_PAGES.map((value) => ({ value, label: PAGE_LABELS[value] })),
          label: { es: 'Página', en: 'Page', it: 'Pagina' },
        },
        {
          name: 'section',
          type: 'select',
          required: true,
          index: true,
          options: CONTENT_SECTIONS.map((value) => ({ value, label: SECTION_LABELS[value] })),
          label: { es: 'Sección', en: 'Section', it: 'Sezione' },
        },
        { name: 'order', type: 'number', defaultValue: 0, label: { es: 'Orden', en: 'Order', it: 'Ordine' } },
      ],
    },
    {
      name: 'entryId',
      type: 'text',
      required: true,
      unique: true,
      label: { es: 'Identificador', en: 'Identifier', it: 'Identificativo' },
      admin: {
        description: {
          es: 'El id que devuelve /api/contents.',
          en: 'The id /api/contents answers with.',
          it: 'L’id restituito da /api/contents.',
        },
      },
      validate: (value: string | null | undefined) => (value && /^[a-z0-9-]{1,80}$/.test(value) ? true : 'a-z, 0-9, -'),
    },
    {
      name: 'title',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
      label: { es: 'Título', en: 'Title', it: 'Titolo' },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 4000,
      label: { es: 'Descripción', en: 'Description', it: 'Descrizione' },
      admin: {
        description: { es: 'Una línea por párrafo.', en: 'One line per paragraph.', it: 'Una riga per paragrafo.' },
      },
    },
    {
      name: 'content',
      type: 'textarea',
      localized: true,
      maxLength: 20000,
      label: { es: 'Contenido', en: 'Content', it: 'Contenuto' },
      admin: {
        description: {
          es: '"## " para títulos, **negrita**, "- " para listas.',
          en: '"## " for headings, **bold**, "- " for lists.',
          it: '"## " per i titoli, **grassetto**, "- " per gli elenchi.',
        },
      },
    },
  ],
  hooks: contentsRevalidation,
};
