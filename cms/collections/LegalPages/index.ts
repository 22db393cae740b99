import type { CollectionConfig, Field } from 'payload';
import { blocks as validateBlocks } from 'payload/shared';
import { legalKeyPatterns } from '@/lib/legal/tree';
import { legalDocuments } from '@/lib/legal/vocabulary';
import { staffOnly } from '../../access';
import { legalPagesRevalidation } from '../../hooks/revalidate';
import { collectionVersions, versionAccess } from '../../versions';
import { heading, list, paragraph, table } from './blocks';
import { DOCUMENT_LABELS, anchorKeyHint, keyField, label, rowLabel, textField, uniqueKeys } from './fields';

export const LEGAL_PAGES_SLUG = 'legal-pages';

/**
 * The four legal documents (terms, legal notice, privacy and cookie policies), one document each, written per
 * language; an empty translation falls back to Spanish. The structure (sections and their blocks) is shared by the
 * three languages; only the texts differ. Texts are ICU messages as the legal pages always rendered them: the
 * studio's details as placeholders ({brand}) and the markup as tags (<strong>…</strong>), checked on save.
 */
export const LegalPages: CollectionConfig = {
  slug: LEGAL_PAGES_SLUG,
  labels: {
    singular: label('Página legal', 'Legal page', 'Pagina legale'),
    plural: label('Páginas legales', 'Legal pages', 'Pagine legali'),
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'document', 'updatedAt'] },
  // The footer and every consent link to each document, so none is ever deleted; its text is edited instead.
  access: { ...versionAccess, create: staffOnly, update: staffOnly, delete: () => false },
  versions: collectionVersions,
  fields: [
    {
      name: 'document',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: legalDocuments.map((value) => ({ value, label: DOCUMENT_LABELS[value] })),
      label: label('Documento', 'Document', 'Documento'),
      // Which page a document is never changes: it would swap two pages' texts.
      access: { update: () => false },
      admin: { position: 'sidebar' },
    },
    textField('title', label('Título', 'Title', 'Titolo'), false),
    textField('description', label('Descripción', 'Description', 'Descrizione')),
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Secciones', 'Sections', 'Sezioni'),
      labels: { singular: label('Sección', 'Section', 'Sezione'), plural: label('Secciones', 'Sections', 'Sezioni') },
      admin: { initCollapsed: true, ...rowLabel },
      validate: uniqueKeys((row) => row.key),
      fields: [
        textField('title', label('Título', 'Title', 'Titolo'), false),
        keyField('key', legalKeyPatterns.section, 'camelCase (a-z, A-Z, 0-9)', {
          required: true,
          admin: { description: anchorKeyHint('#intellectual-property ← intellectualProperty') },
        }),
        {
          name: 'blocks',
          type: 'blocks',
          required: true,
          minRows: 1,
          label: label('Contenido', 'Content', 'Contenuto'),
          blocks: [paragraph, heading, list, table],
          // A sub-heading's or a table's identifier is its anchor: two alike would make two elements with one id.
          validate: uniqueKeys(
            (block) => (block.blockType === 'heading' || block.blockType === 'table' ? block.key : null),
            validateBlocks,
          ),
        } as Field,
      ],
    },
  ],
  hooks: legalPagesRevalidation,
};
