import type { Tab } from 'payload';
import { label, localizedText, localizedTextarea, namedRows, pictureFields } from '../../fields';
import { httpsUrl, name, SOCIAL_NETWORKS } from './proof';

/* The home page's last three tabs (cms/globals/HomePage/index.ts): what the studio offers and who it is. */

export const pricingTab: Tab = {
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
              label: label('Precio en euros, sin IVA', 'Price in euros, before VAT', 'Prezzo in euro, IVA esclusa'),
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
};

export const teamTab: Tab = {
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
};

export const clientsTab: Tab = {
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
};
