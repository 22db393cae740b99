import type { GlobalConfig } from 'payload';
import { staffOnly } from '../../access';
import { label, localizedText, localizedTextarea, namedRows } from '../../fields';
import { revalidatePublishedGlobal } from '../../hooks/revalidate';
import { globalVersions, versionAccess } from '../../versions';

export const SERVICE_STAGE_COUNT = 5;

/**
 * The services page's five stages, from idea to community, in order (stage 1 first). The quiz names its result after
 * them, so there are always five: their icons, anchors (etapa-1…5) and pictures belong to the position.
 */
export const ServicesPage: GlobalConfig = {
  slug: 'services-page',
  label: label('Página de servicios', 'Services page', 'Pagina dei servizi'),
  admin: { group: label('Páginas', 'Pages', 'Pagine') },
  access: { ...versionAccess, update: staffOnly },
  versions: globalVersions,
  fields: [
    {
      name: 'stages',
      type: 'array',
      label: label('Etapas', 'Stages', 'Fasi'),
      labels: { singular: label('Etapa', 'Stage', 'Fase'), plural: label('Etapas', 'Stages', 'Fasi') },
      minRows: SERVICE_STAGE_COUNT,
      maxRows: SERVICE_STAGE_COUNT,
      required: true,
      admin: { initCollapsed: true, components: namedRows },
      fields: [
        localizedText('title', label('Título', 'Title', 'Titolo'), { maxLength: 80 }),
        localizedText('subtitle', label('Subtítulo', 'Subtitle', 'Sottotitolo'), { maxLength: 160 }),
        localizedTextarea('description', label('Descripción', 'Description', 'Descrizione'), { maxLength: 600 }),
        {
          name: 'bullets',
          type: 'array',
          admin: { components: namedRows },
          label: label('Puntos', 'Bullet points', 'Punti'),
          labels: {
            singular: label('Punto', 'Bullet point', 'Punto'),
            plural: label('Puntos', 'Bullet points', 'Punti'),
          },
          minRows: 1,
          maxRows: 8,
          fields: [localizedText('text', label('Texto', 'Text', 'Testo'), { maxLength: 200 })],
        },
        localizedText(
          'imageAlt',
          label('Texto alternativo de la imagen', 'Image alt text', 'Testo alternativo dell’immagine'),
          { maxLength: 200 },
        ),
      ],
    },
  ],
  hooks: revalidatePublishedGlobal('services-page'),
};
