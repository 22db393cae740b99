import type { GlobalConfig } from 'payload';
import { staffOnly } from '../../access';
import { label, localizedText, localizedTextarea, namedRows } from '../../fields';
import { revalidatePublishedGlobal } from '../../hooks/revalidate';
import { globalVersions, versionAccess } from '../../versions';

export const NM_IA_STEP_COUNT = 4;

/** The NM+IA page's four process cards (numbered, each with its icon) and its closing quote. */
export const NmIaPage: GlobalConfig = {
  slug: 'nm-ia-page',
  label: label('Página NM+IA', 'NM+AI page', 'Pagina NM+IA'),
  admin: { group: label('Páginas', 'Pages', 'Pagine') },
  access: { ...versionAccess, update: staffOnly },
  versions: globalVersions,
  fields: [
    {
      name: 'steps',
      type: 'array',
      label: label('Tarjetas del proceso', 'Process cards', 'Schede del processo'),
      labels: { singular: label('Tarjeta', 'Card', 'Scheda'), plural: label('Tarjetas', 'Cards', 'Schede') },
      minRows: NM_IA_STEP_COUNT,
      maxRows: NM_IA_STEP_COUNT,
      required: true,
      admin: { components: namedRows },
      fields: [
        localizedText('title', label('Título', 'Title', 'Titolo'), { maxLength: 80 }),
        localizedTextarea('text', label('Texto', 'Text', 'Testo'), { maxLength: 400 }),
      ],
    },
    {
      name: 'quote',
      type: 'group',
      label: label('Cita final', 'Closing quote', 'Citazione finale'),
      fields: [
        localizedTextarea('text', label('Cita', 'Quote', 'Citazione'), { maxLength: 400 }),
        localizedText('author', label('Autor', 'Author', 'Autore'), { maxLength: 80 }),
        localizedText('role', label('Cargo', 'Role', 'Ruolo'), { maxLength: 120 }),
      ],
    },
  ],
  hooks: revalidatePublishedGlobal('nm-ia-page'),
};
