/**
 * Reads the shape of a legal document from its message tree (the back office's document, assembled by
 * lib/legal/tree.ts), so that adding a paragraph, a list or a table row is an edit in the back office alone. Inside a
 * section, every key but `title` is a block, rendered in order and recognised by its prefix: `p…` paragraph, `heading…`
 * sub-heading, `list…` bullet list (one message per item), `table…` table (`caption`, `columns`, and `rows` whose cells
 * use the column keys). A text is the message's path in the `legal` namespace until the renderer swaps it for the
 * translated node.
 */
export type LegalItem<Text> = { key: string; text: Text };

export type LegalBlock<Text> =
  | { kind: 'paragraph'; key: string; text: Text }
  | { kind: 'heading'; key: string; id: string; text: Text }
  | { kind: 'list'; key: string; items: LegalItem<Text>[] }
  | {
      kind: 'table';
      key: string;
      id: string;
      caption: Text;
      columns: LegalItem<Text>[];
      rows: { key: string; cells: LegalItem<Text>[] }[];
    };

export type LegalSection<Text> = { key: string; id: string; title: Text; blocks: LegalBlock<Text>[] };

type MessageTree = { [key: string]: unknown };

const blockPrefixes = { paragraph: /^p\d*$/, heading: /^heading\d*$/, list: /^list\d*$/, table: /^table\d*$/ } as const;

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function subtree(value: unknown, path: string): MessageTree {
  if (!isTree(value)) throw new Error(`Legal messages: ${path} must be an object`);
  return value;
}

function items(value: unknown, path: string): LegalItem<string>[] {
  return Object.keys(subtree(value, path)).map((key) => ({ key, text: `${path}.${key}` }));
}

/** camelCase message key to kebab-case anchor: `intellectualProperty` → `intellectual-property`. */
function anchorOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function readBlock(key: string, value: unknown, path: string, sectionId: string): LegalBlock<string> {
  if (blockPrefixes.paragraph.test(key)) return { kind: 'paragraph', key, text: path };
  if (blockPrefixes.heading.test(key)) return { kind: 'heading', key, id: `${sectionId}-${anchorOf(key)}`, text: path };
  if (blockPrefixes.list.test(key)) return { kind: 'list', key, items: items(value, path) };
  if (blockPrefixes.table.test(key)) {
    const table = subtree(value, path);
    const columns = items(table.columns, `${path}.columns`);
    const rows = Object.entries(subtree(table.rows, `${path}.rows`)).map(([rowKey, row]) => {
      const rowPath = `${path}.rows.${rowKey}`;
      const cells = subtree(row, rowPath);
      return {
        key: rowKey,
        cells: columns.map((column) => {
          if (!(column.key in cells)) throw new Error(`Legal messages: ${rowPath} has no ${column.key} cell`);
          return { key: column.key, text: `${rowPath}.${column.key}` };
        }),
      };
    });
    return { kind: 'table', key, id: `${sectionId}-${anchorOf(key)}`, caption: `${path}.caption`, columns, rows };
  }
  throw new Error(`Legal messages: ${path} is not a known block (p…, heading…, list…, table…)`);
}

export function outlineLegalSections(documentKey: string, sections: unknown): LegalSection<string>[] {
  const base = `${documentKey}.sections`;
  return Object.entries(subtree(sections, base)).map(([key, raw]) => {
    const path = `${base}.${key}`;
    const id = anchorOf(key);
    const blocks = Object.entries(subtree(raw, path))
      .filter(([blockKey]) => blockKey !== 'title')
      .map(([blockKey, value]) => readBlock(blockKey, value, `${path}.${blockKey}`, id));
    return { key, id, title: `${path}.title`, blocks };
  });
}

function mapItems<A, B>(list: LegalItem<A>[], render: (text: A) => B): LegalItem<B>[] {
  return list.map((item) => ({ key: item.key, text: render(item.text) }));
}

function mapBlock<A, B>(block: LegalBlock<A>, render: (text: A) => B): LegalBlock<B> {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return { ...block, text: render(block.text) };
    case 'list':
      return { ...block, items: mapItems(block.items, render) };
    case 'table':
      return {
        ...block,
        caption: render(block.caption),
        columns: mapItems(block.columns, render),
        rows: block.rows.map((row) => ({ key: row.key, cells: mapItems(row.cells, render) })),
      };
  }
}

export function mapLegalSection<A, B>(section: LegalSection<A>, render: (text: A) => B): LegalSection<B> {
  return { ...section, title: render(section.title), blocks: section.blocks.map((block) => mapBlock(block, render)) };
}
