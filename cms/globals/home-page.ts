import type { Field, GlobalConfig } from 'payload';
import { staffOnly } from '../access';
import { label, localizedText, localizedTextarea, namedRows, pictureFields } from '../fields';
import { revalidatePublishedGlobal } from '../hooks/revalidate';
import { globalVersions, versionAccess } from '../versions';

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

const name: Field = {
  name: 'name',
  type: 'text',
  required: true,
  maxLength: 80,
  label: label('Nombre', 'Name', 'Nome'),
};

const httpsUrl = (value: string | null | undefined) =>
  value && /^https:\/\/[^\s<>"]{3,300}$/.test(value) ? true : 'https://…';

/**
 * The home page's highlights and proof: the four service cards, case studies, testimonials, pricing plans, team and
 * client logos, each list in the order the page shows it (drag to reorder).
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: label('Página de inicio', 'Home page', 'Pagina iniziale'),
  admin: { group: label('Páginas', 'Pages', 'Pagine') },
  access: { ...versionAccess, update: staffOnly },
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
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
        },
        {
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
        },
        {
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
        },
        {
          label: label('Precios', 'Pricing', 'Prezzi'),
          fields: [
            {
              name: 'plans',
              type: 'array',
              label: label('Planes', 'Plans', 'Piani'),
              labels: { singular: label('Plan', 'Plan', 'Piano'), plural: label('Planes', 'Plans', 'Piani') },
              minRows: 1,
              maxRows: 6,
              admin: { initCollapsed: true, components: namedRows },
              fields: [
                {
                  type: 'row',
                  fields: [
                    localizedText('title', label('Nombre', 'Name', 'Nome'), { maxLength: 40 }),
                    {
                      name: 'price',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 100000,
                      label: label(
                        'Precio en euros, sin IVA',
                        'Price in euros, before VAT',
                        'Prezzo in euro, IVA esclusa',
                      ),
                      admin: {
                        description: label(
                          'Un número: la página lo muestra con el formato de cada idioma (199 €, €199).',
                          'A number: the page shows it in each language’s format (199 €, €199).',
                          'Un numero: la pagina lo mostra nel formato di ogni lingua (199 €, €199).',
                        ),
                      },
                    },
                    {
                      name: 'popular',
                      type: 'checkbox',
                      defaultValue: false,
                      label: label('Destacado', 'Highlighted', 'In evidenza'),
                    },
                  ],
                },
                localizedText('subtitle', label('Subtítulo', 'Subtitle', 'Sottotitolo'), { maxLength: 80 }),
                localizedText('duration', label('Periodo', 'Period', 'Periodo'), {
                  maxLength: 40,
                  description: label(
                    'Junto al precio: «al mes», «30 minutos».',
                    'Beside the price: “per month”, “30 minutes”.',
                    'Accanto al prezzo: «al mese», «30 minuti».',
                  ),
                }),
                {
                  name: 'features',
                  type: 'array',
                  admin: { components: namedRows },
                  label: label('Incluye', 'Includes', 'Include'),
                  labels: { singular: label('Punto', 'Item', 'Voce'), plural: label('Puntos', 'Items', 'Voci') },
                  minRows: 1,
                  maxRows: 10,
                  fields: [localizedText('text', label('Texto', 'Text', 'Testo'), { maxLength: 120 })],
                },
                localizedText('button', label('Texto del botón', 'Button text', 'Testo del pulsante'), {
                  maxLength: 40,
                }),
              ],
            },
          ],
        },
        {
          label: label('Equipo', 'Team', 'Team'),
          fields: [
            {
              name: 'team',
              type: 'array',
              label: label('Equipo', 'Team', 'Team'),
              labels: {
                singular: label('Persona', 'Person', 'Persona'),
                plural: label('Personas', 'People', 'Persone'),
              },
              maxRows: 24,
              admin: { initCollapsed: true, components: namedRows },
              fields: [
                name,
                localizedText('position', label('Cargo', 'Position', 'Ruolo'), { maxLength: 80 }),
                localizedTextarea('bio', label('Biografía', 'Biography', 'Biografia'), { maxLength: 400 }),
                {
                  name: 'social',
                  type: 'array',
                  label: label('Redes', 'Social profiles', 'Profili social'),
                  labels: {
                    singular: label('Red', 'Profile', 'Profilo'),
                    plural: label('Redes', 'Profiles', 'Profili'),
                  },
                  maxRows: SOCIAL_NETWORKS.length,
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'network',
                          type: 'select',
                          required: true,
                          label: label('Red', 'Network', 'Rete'),
                          options: [
                            { value: 'linkedin', label: 'LinkedIn' },
                            { value: 'instagram', label: 'Instagram' },
                            { value: 'behance', label: 'Behance' },
                            { value: 'vimeo', label: 'Vimeo' },
                          ],
                        },
                        {
                          name: 'href',
                          type: 'text',
                          required: true,
                          label: label('Dirección', 'Address', 'Indirizzo'),
                          validate: httpsUrl,
                        },
                      ],
                    },
                  ],
                },
                ...pictureFields(label('Retrato', 'Portrait', 'Ritratto')),
              ],
            },
          ],
        },
        {
          label: label('Clientes', 'Clients', 'Clienti'),
          fields: [
            {
              name: 'clients',
              type: 'array',
              label: label('Logotipos de clientes', 'Client logos', 'Loghi dei clienti'),
              labels: {
                singular: label('Cliente', 'Client', 'Cliente'),
                plural: label('Clientes', 'Clients', 'Clienti'),
              },
              maxRows: 36,
              admin: { initCollapsed: true, components: namedRows },
              fields: [name, ...pictureFields(label('Logotipo', 'Logo', 'Logo'))],
            },
          ],
        },
      ],
    },
  ],
  hooks: revalidatePublishedGlobal('home-page'),
};
