import type { Block, Field, PayloadRequest, Validate } from 'payload';
import { legalKeyPatterns } from '@/lib/legal/tree';
import { anchorKeyHint, keyField, label, languageOf, rowLabel, textField, textHint, uniqueKeys } from './fields';

// The blocks a legal page's section is made of: paragraphs, headings, lists and tables.
export const paragraph: Block = {
  slug: 'paragraph',
  labels: {
    singular: label('Párrafo', 'Paragraph', 'Paragrafo'),
    plural: label('Párrafos', 'Paragraphs', 'Paragrafi'),
  },
  fields: [textField('text', label('Texto', 'Text', 'Testo'))],
};

export const heading: Block = {
  slug: 'heading',
  labels: {
    singular: label('Subtítulo', 'Sub-heading', 'Sottotitolo'),
    plural: label('Subtítulos', 'Sub-headings', 'Sottotitoli'),
  },
  fields: [
    textField('text', label('Texto', 'Text', 'Testo'), false),
    keyField('key', legalKeyPatterns.heading, 'heading, heading1, heading2…', {
      admin: { description: anchorKeyHint('#seccion-heading1') },
    }),
  ],
};

export const list: Block = {
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
        keyField('key', legalKeyPatterns.item, 'a-z, A-Z, 0-9', {
          admin: {
            description: label(
              'Opcional; solo para distinguir los puntos.',
              'Optional; only tells the items apart.',
              'Facoltativo; serve solo a distinguere i punti.',
            ),
          },
        }),
      ],
    },
  ],
};

export type TableData = { columns?: { key?: string | null }[] | null };

export const table: Block = {
  slug: 'table',
  labels: { singular: label('Tabla', 'Table', 'Tabella'), plural: label('Tablas', 'Tables', 'Tabelle') },
  fields: [
    textField('caption', label('Título de la tabla', 'Table caption', 'Titolo della tabella'), false),
    keyField('key', legalKeyPatterns.table, 'table, table1, table2…', {
      admin: { description: anchorKeyHint('#seccion-table') },
    }),
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Columnas', 'Columns', 'Colonne'),
      admin: rowLabel,
      validate: uniqueKeys((row) => row.key),
      fields: [
        {
          type: 'row',
          fields: [
            keyField('key', legalKeyPatterns.item, 'a-z, A-Z, 0-9', {
              required: true,
              admin: {
                width: '30%',
                description: label('Las celdas la nombran así.', 'Cells name it so.', 'Le celle la chiamano così.'),
              },
            }),
            {
              ...textField('label', label('Encabezado', 'Heading', 'Intestazione'), false),
              admin: { width: '70%', description: textHint },
            } as Field,
          ],
        },
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
        keyField('key', legalKeyPatterns.item, 'a-z, A-Z, 0-9', {
          admin: {
            description: label(
              'Opcional; solo para distinguir las filas.',
              'Optional; only tells the rows apart.',
              'Facoltativo; serve solo a distinguere le righe.',
            ),
          },
        }),
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
            const columns = ((options.blockData as TableData | undefined)?.columns ?? [])
              .map((column) => column.key)
              .filter((key): key is string => Boolean(key));
            const named = new Set((cells ?? []).map((cell) => (cell as { column?: string } | null)?.column));
            const missing = columns.filter((key) => !named.has(key));
            if (!missing.length) return true;
            return {
              es: `Falta la celda de: ${missing.join(', ')}.`,
              en: `Missing the cell for: ${missing.join(', ')}.`,
              it: `Manca la cella di: ${missing.join(', ')}.`,
            }[languageOf(options.req)];
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'column',
                  type: 'text',
                  required: true,
                  label: label('Columna', 'Column', 'Colonna'),
                  admin: {
                    width: '30%',
                    description: label(
                      'El identificador de su columna.',
                      'Its column’s identifier.',
                      'L’identificativo della sua colonna.',
                    ),
                  },
                  validate: (
                    value: string | null | undefined,
                    { blockData, req }: { blockData: Partial<TableData>; req: PayloadRequest },
                  ) => {
                    if (!value) return req.t('validation:required');
                    const columns = (blockData?.columns ?? [])
                      .map((column) => column.key)
                      .filter((key): key is string => Boolean(key));
                    if (columns.includes(value)) return true;
                    return {
                      es: `No hay columna «${value}». Columnas: ${columns.join(', ')}.`,
                      en: `There is no column “${value}”. Columns: ${columns.join(', ')}.`,
                      it: `Non c’è la colonna «${value}». Colonne: ${columns.join(', ')}.`,
                    }[languageOf(req)];
                  },
                } as Field,
                {
                  ...textField('text', label('Texto', 'Text', 'Testo')),
                  admin: { width: '70%', description: textHint },
                } as Field,
              ],
            },
          ],
        },
      ],
    },
  ],
};
