import type { Block, CollectionConfig, Field, PayloadRequest, Validate } from 'payload';
import { array as validateArray, blocks as validateBlocks, text as validateText, textarea as validateTextarea } from 'payload/shared';
import { legalKeyPatterns } from '@/lib/legal/tree';
import { legalTextProblems, type LegalTextProblem } from '@/lib/legal/text-check';
import { legalDocuments, legalPlaceholders, legalTags, type LegalDocumentKey } from '@/lib/legal/vocabulary';
import { staffOnly } from '../access';
import { namedRows } from '../fields';
import { legalPagesRevalidation } from '../hooks/revalidate';
import { collectionVersions, versionAccess } from '../versions';

type Language = 'es' | 'en' | 'it';
type Label = Record<Language, string>;
const label = (es: string, en: string, it: string): Label => ({ es, en, it });

export const LEGAL_PAGES_SLUG = 'legal-pages';

const DOCUMENT_LABELS: Record<LegalDocumentKey, Label> = {
  terms: label('Términos y condiciones', 'Terms and conditions', 'Termini e condizioni'),
  notice: label('Aviso legal', 'Legal notice', 'Note legali'),
  privacy: label('Política de privacidad', 'Privacy policy', 'Informativa sulla privacy'),
  cookies: label('Política de cookies', 'Cookie policy', 'Cookie policy'),
};

/** The language of the admin screen that saves (Payload's own interface language), Spanish when unknown. */
function languageOf(req: PayloadRequest | undefined): Language {
  const language = req?.i18n?.language;
  return language === 'en' || language === 'it' ? language : 'es';
}

const placeholderList = legalPlaceholders.map((name) => `{${name}}`).join(', ');
const tagList = legalTags.map((name) => `<${name}>…</${name}>`).join(', ');

const textHint = label(
  `Se puede usar: ${placeholderList}; y las etiquetas ${tagList}. Un apóstrofo recto (') delante de { o < los anula: usa ’.`,
  `You may use: ${placeholderList}; and the tags ${tagList}. A straight apostrophe (') before { or < cancels them: use ’.`,
  `Si possono usare: ${placeholderList}; e i tag ${tagList}. Un apostrofo dritto (') prima di { o < li annulla: usa ’.`,
);

function problemMessage(problem: LegalTextProblem, language: Language): string {
  switch (problem.kind) {
    case 'placeholder':
      return {
        es: `{${problem.name}} no es un dato que la página conozca. Se puede usar: ${placeholderList}.`,
        en: `{${problem.name}} is not a detail the page knows. You may use: ${placeholderList}.`,
        it: `{${problem.name}} non è un dato che la pagina conosce. Si possono usare: ${placeholderList}.`,
      }[language];
    case 'tag':
      return {
        es: `<${problem.name}> no es una etiqueta que la página conozca. Se puede usar: ${tagList}.`,
        en: `<${problem.name}> is not a tag the page knows. You may use: ${tagList}.`,
        it: `<${problem.name}> non è un tag che la pagina conosce. Si possono usare: ${tagList}.`,
      }[language];
    case 'syntax':
      return {
        es: `El texto no se puede mostrar: revisa que cada { tenga su }, que cada etiqueta se cierre (<strong>…</strong>) y que no haya un apóstrofo recto (') delante de { o <. (${problem.detail})`,
        en: `The text cannot be shown: check that every { has its }, that every tag is closed (<strong>…</strong>) and that no straight apostrophe (') comes before { or <. (${problem.detail})`,
        it: `Il testo non si può mostrare: verifica che ogni { abbia la sua }, che ogni tag sia chiuso (<strong>…</strong>) e che non ci sia un apostrofo dritto (') prima di { o <. (${problem.detail})`,
      }[language];
  }
}

/** Payload's own checks of the field (required, length), then whether the legal pages can render the text. */
function legalText(base: typeof validateText | typeof validateTextarea): Validate<string> {
  return async (value, options) => {
    const basic = await base(value, options as never);
    if (basic !== true) return basic;
    const [problem] = value ? legalTextProblems(value) : [];
    return problem ? problemMessage(problem, languageOf(options.req)) : true;
  };
}

/** Rows show their title or text rather than a number (cms/admin/row-label.tsx). */
const rowLabel = { components: namedRows } as const;

const anchorKeyHint = (example: string) =>
  label(
    `Da nombre al enlace de esta parte de la página (${example}); cambiarlo rompe los enlaces que ya apunten a ella.`,
    `Names the link to this part of the page (${example}); changing it breaks links that already point to it.`,
    `Dà il nome al link di questa parte della pagina (${example}); cambiarlo rompe i link che vi puntano già.`,
  );

const keyMessage = (pattern: string) => ({
  es: `Debe ser ${pattern}.`,
  en: `Must be ${pattern}.`,
  it: `Deve essere ${pattern}.`,
});

/** An optional or required identifier that must fit `pattern` (explained as `shape` to the editor). */
function keyField(name: string, pattern: RegExp, shape: string, extra: Partial<Field> & { required?: boolean; admin?: Record<string, unknown> }): Field {
  return {
    name,
    type: 'text',
    label: label('Identificador', 'Identifier', 'Identificativo'),
    ...extra,
    validate: (value: string | null | undefined, { req, required }: { req: PayloadRequest; required?: boolean }) => {
      if (!value) return required ? req.t('validation:required') : true;
      return pattern.test(value) ? true : keyMessage(shape)[languageOf(req)];
    },
  } as Field;
}

/** No two rows of a list may share an identifier (the renderer keys and anchors by it). */
function uniqueKeys(keyOf: (row: Record<string, unknown>) => unknown, base: typeof validateArray | typeof validateBlocks = validateArray): Validate<unknown[]> {
  return async (rows, options) => {
    const basic = await base(rows, options as never);
    if (basic !== true) return basic;
    const keys = (rows ?? []).map((row) => keyOf((row ?? {}) as Record<string, unknown>)).filter((key): key is string => typeof key === 'string' && key !== '');
    const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
    if (!repeated) return true;
    return { es: `«${repeated}» está repetido.`, en: `“${repeated}” is repeated.`, it: `«${repeated}» è ripetuto.` }[languageOf(options.req)];
  };
}

const textField = (name: string, fieldLabel: Label, long = true): Field =>
  ({
    name,
    type: long ? 'textarea' : 'text',
    required: true,
    localized: true,
    maxLength: long ? 4000 : 300,
    label: fieldLabel,
    admin: { description: textHint },
    validate: legalText(long ? validateTextarea : validateText),
  }) as Field;

const paragraph: Block = {
  slug: 'paragraph',
  labels: { singular: label('Párrafo', 'Paragraph', 'Paragrafo'), plural: label('Párrafos', 'Paragraphs', 'Paragrafi') },
  fields: [textField('text', label('Texto', 'Text', 'Testo'))],
};

const heading: Block = {
  slug: 'heading',
  labels: { singular: label('Subtítulo', 'Sub-heading', 'Sottotitolo'), plural: label('Subtítulos', 'Sub-headings', 'Sottotitoli') },
  fields: [
    textField('text', label('Texto', 'Text', 'Testo'), false),
    keyField('key', legalKeyPatterns.heading, 'heading, heading1, heading2…', { admin: { description: anchorKeyHint('#seccion-heading1') } }),
  ],
};

const list: Block = {
  slug: 'list',
  labels: { singular: label('Lista', 'List', 'Elenco'), plural: label('Listas', 'Lists', 'Elenchi') },
  fields: [
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Puntos', 'Items', 'Punti'),
      admin: rowLabel,
      validate: uniqueKeys((row) => row.key),
      fields: [
        textField('text', label('Texto', 'Text', 'Testo')),
        keyField('key', legalKeyPatterns.item, 'a-z, A-Z, 0-9', { admin: { description: label('Opcional; solo para distinguir los puntos.', 'Optional; only tells the items apart.', 'Facoltativo; serve solo a distinguere i punti.') } }),
      ],
    },
  ],
};

type TableData = { columns?: { key?: string | null }[] | null };

const table: Block = {
  slug: 'table',
  labels: { singular: label('Tabla', 'Table', 'Tabella'), plural: label('Tablas', 'Tables', 'Tabelle') },
  fields: [
    textField('caption', label('Título de la tabla', 'Table caption', 'Titolo della tabella'), false),
    keyField('key', legalKeyPatterns.table, 'table, table1, table2…', { admin: { description: anchorKeyHint('#seccion-table') } }),
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Columnas', 'Columns', 'Colonne'),
      admin: rowLabel,
      validate: uniqueKeys((row) => row.key),
      fields: [
        { type: 'row', fields: [
          keyField('key', legalKeyPatterns.item, 'a-z, A-Z, 0-9', { required: true, admin: { width: '30%', description: label('Las celdas la nombran así.', 'Cells name it so.', 'Le celle la chiamano così.') } }),
          { ...textField('label', label('Encabezado', 'Heading', 'Intestazione'), false), admin: { width: '70%', description: textHint } } as Field,
        ] },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Filas', 'Rows', 'Righe'),
      admin: rowLabel,
      validate: uniqueKeys((row) => row.key),
      fields: [
        keyField('key', legalKeyPatterns.item, 'a-z, A-Z, 0-9', { admin: { description: label('Opcional; solo para distinguir las filas.', 'Optional; only tells the rows apart.', 'Facoltativo; serve solo a distinguere le righe.') } }),
        {
          name: 'cells',
          type: 'array',
          required: true,
          minRows: 1,
          label: label('Celdas', 'Cells', 'Celle'),
          admin: rowLabel,
          // Every column has exactly one cell in every row: the renderer draws a row from the columns.
          validate: async (cells: unknown[] | null | undefined, options: Parameters<Validate<unknown[]>>[1]) => {
            const basic = await uniqueKeys((cell) => cell.column)(cells, options);
            if (basic !== true) return basic;
            const columns = ((options.blockData as TableData | undefined)?.columns ?? []).map((column) => column.key).filter((key): key is string => Boolean(key));
            const named = new Set((cells ?? []).map((cell) => (cell as { column?: string } | null)?.column));
            const missing = columns.filter((key) => !named.has(key));
            if (!missing.length) return true;
            return { es: `Falta la celda de: ${missing.join(', ')}.`, en: `Missing the cell for: ${missing.join(', ')}.`, it: `Manca la cella di: ${missing.join(', ')}.` }[languageOf(options.req)];
          },
          fields: [
            { type: 'row', fields: [
              {
                name: 'column',
                type: 'text',
                required: true,
                label: label('Columna', 'Column', 'Colonna'),
                admin: { width: '30%', description: label('El identificador de su columna.', 'Its column’s identifier.', 'L’identificativo della sua colonna.') },
                validate: (value: string | null | undefined, { blockData, req }: { blockData: Partial<TableData>; req: PayloadRequest }) => {
                  if (!value) return req.t('validation:required');
                  const columns = (blockData?.columns ?? []).map((column) => column.key).filter((key): key is string => Boolean(key));
                  if (columns.includes(value)) return true;
                  return { es: `No hay columna «${value}». Columnas: ${columns.join(', ')}.`, en: `There is no column “${value}”. Columns: ${columns.join(', ')}.`, it: `Non c’è la colonna «${value}». Colonne: ${columns.join(', ')}.` }[languageOf(req)];
                },
              } as Field,
              { ...textField('text', label('Texto', 'Text', 'Testo')), admin: { width: '70%', description: textHint } } as Field,
            ] },
          ],
        },
      ],
    },
  ],
};

/**
 * The four legal documents (terms, legal notice, privacy and cookie policies), one document each, written per
 * language; an empty translation falls back to Spanish. The structure (sections and their blocks) is shared by the
 * three languages; only the texts differ. Texts are ICU messages as the legal pages always rendered them: the
 * studio's details as placeholders ({brand}) and the markup as tags (<strong>…</strong>), checked on save.
 */
export const LegalPages: CollectionConfig = {
  slug: LEGAL_PAGES_SLUG,
  labels: { singular: label('Página legal', 'Legal page', 'Pagina legale'), plural: label('Páginas legales', 'Legal pages', 'Pagine legali') },
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
        keyField('key', legalKeyPatterns.section, 'camelCase (a-z, A-Z, 0-9)', { required: true, admin: { description: anchorKeyHint('#intellectual-property ← intellectualProperty') } }),
        {
          name: 'blocks',
          type: 'blocks',
          required: true,
          minRows: 1,
          label: label('Contenido', 'Content', 'Contenuto'),
          blocks: [paragraph, heading, list, table],
          // A sub-heading's or a table's identifier is its anchor: two alike would make two elements with one id.
          validate: uniqueKeys((block) => (block.blockType === 'heading' || block.blockType === 'table' ? block.key : null), validateBlocks),
        } as Field,
      ],
    },
  ],
  hooks: legalPagesRevalidation,
};
