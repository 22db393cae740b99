import type { Field, Tab } from 'payload';
import { label, localizedText, localizedTextarea, namedRows, pictureFields } from '../../fields';

/* The home page's first three tabs (cms/globals/HomePage/index.ts): the service cards and the proof. */

/** The four service cards: each leads to its portfolio, so the set is fixed and only the texts are edited. */
export const HIGHLIGHT_KEYS = ['architecture', 'corporate', 'tourism', 'nmai'] as const;
const highlightLabels = {
  architecture: label('Arquitectura', 'Architecture', 'Architettura'),
  corporate: label('Publicidad y corporativo', 'Advertising and corporate', 'Pubblicità e corporate'),
  tourism: label('Turismo', 'Tourism', 'Turismo'),
  nmai: label('Neuromarketing + IA', 'Neuromarketing + AI', 'Neuromarketing + IA'),
} as const;

export const STAT_ICONS = [
  'trending-up',
  'calendar-check',
  'eye',
  'shopping-bag',
  'mouse-pointer-click',
  'users',
] as const;
const statIconLabels = {
  'trending-up': label('Tendencia al alza', 'Trending up', 'Tendenza in crescita'),
  'calendar-check': label('Calendario', 'Calendar', 'Calendario'),
  eye: label('Ojo', 'Eye', 'Occhio'),
  'shopping-bag': label('Bolsa de compra', 'Shopping bag', 'Borsa della spesa'),
  'mouse-pointer-click': label('Clic', 'Click', 'Clic'),
  users: label('Personas', 'People', 'Persone'),
} as const;

export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'behance', 'vimeo'] as const;
export const TESTIMONIAL_RATINGS = ['5', '4.5'] as const;

export const name: Field = {
  name: 'name',
  type: 'text',
  required: true,
  maxLength: 80,
  label: label('Nombre', 'Name', 'Nome'),
};

export const httpsUrl = (value: string | null | undefined) =>
  value && /^https:\/\/[^\s<>"]{3,300}$/.test(value) ? true : 'https://…';

export const servicesTab: Tab = {
  name: 'highlights',
  label: label('Servicios', 'Services', 'Servizi'),
  fields: HIGHLIGHT_KEYS.map((key) => ({
    name: key,
    type: 'group' as const,
    label: highlightLabels[key],
    fields: [
      localizedText('title', label('Título', 'Title', 'Titolo'), { maxLength: 80 }),
      localizedTextarea('description', label('Descripción', 'Description', 'Descrizione'), { maxLength: 300 }),
      localizedText('link', label('Texto del enlace', 'Link text', 'Testo del link'), { maxLength: 40 }),
    ],
  })),
};

export const caseStudiesTab: Tab = {
  label: label('Casos de éxito', 'Case studies', 'Casi di successo'),
  fields: [
    {
      name: 'caseStudies',
      type: 'array',
      label: label('Casos de éxito', 'Case studies', 'Casi di successo'),
      labels: { singular: label('Caso', 'Case study', 'Caso'), plural: label('Casos', 'Case studies', 'Casi') },
      maxRows: 12,
      admin: { initCollapsed: true, components: namedRows },
      fields: [
        localizedText('title', label('Cliente o proyecto', 'Client or project', 'Cliente o progetto'), {
          maxLength: 80,
        }),
        localizedText('category', label('Sector', 'Sector', 'Settore'), { maxLength: 60 }),
        localizedTextarea('description', label('Descripción', 'Description', 'Descrizione'), {
          maxLength: 400,
        }),
        {
          type: 'row',
          fields: [
            localizedText('stat', label('Resultado', 'Result', 'Risultato'), { maxLength: 60 }),
            {
              name: 'statIcon',
              type: 'select',
              required: true,
              defaultValue: 'trending-up',
              label: label('Icono del resultado', 'Result icon', 'Icona del risultato'),
              options: STAT_ICONS.map((value) => ({ value, label: statIconLabels[value] })),
            },
          ],
        },
        ...pictureFields(label('Imagen', 'Image', 'Immagine')),
      ],
    },
  ],
};

export const testimonialsTab: Tab = {
  label: label('Testimonios', 'Testimonials', 'Testimonianze'),
  fields: [
    {
      name: 'testimonials',
      type: 'array',
      label: label('Testimonios', 'Testimonials', 'Testimonianze'),
      labels: {
        singular: label('Testimonio', 'Testimonial', 'Testimonianza'),
        plural: label('Testimonios', 'Testimonials', 'Testimonianze'),
      },
      maxRows: 30,
      admin: { initCollapsed: true, components: namedRows },
      fields: [
        {
          type: 'row',
          fields: [
            name,
            {
              name: 'company',
              type: 'text',
              required: true,
              maxLength: 80,
              label: label('Empresa', 'Company', 'Azienda'),
            },
            {
              name: 'rating',
              type: 'select',
              required: true,
              defaultValue: '5',
              label: label('Valoración', 'Rating', 'Valutazione'),
              options: [
                { value: '5', label: '★★★★★ 5' },
                { value: '4.5', label: '★★★★½ 4,5' },
              ],
            },
          ],
        },
        localizedText('position', label('Cargo', 'Position', 'Ruolo'), { maxLength: 80 }),
        localizedTextarea('quote', label('Testimonio', 'Quote', 'Testimonianza'), { maxLength: 400 }),
        ...pictureFields(label('Retrato', 'Portrait', 'Ritratto')),
      ],
    },
  ],
};
