import type { LegalDocumentKey } from './vocabulary';

/**
 * A legal document as the back office keeps it (the `legal-pages` collection, read in one language) and as the legal
 * pages render it: the message tree the renderer has always read (components/legal/legal-outline.ts), `title`,
 * `description` and `sections`, each section a `title` and its blocks in order, recognised by their keys' prefixes
 * (`p…`, `heading…`, `list…`, `table…`).
 */
export type LegalMessageTree = { [key: string]: string | LegalMessageTree };
export type LegalDocumentMessages = { title: string; description: string; sections: Record<string, LegalMessageTree> };

type Text = string | null | undefined;
type Row<T> = T & { id?: string | null };

export type LegalParagraphDoc = Row<{ blockType: 'paragraph'; text?: Text }>;
export type LegalHeadingDoc = Row<{ blockType: 'heading'; key?: Text; text?: Text }>;
export type LegalListDoc = Row<{ blockType: 'list'; items?: Row<{ key?: Text; text?: Text }>[] | null }>;
export type LegalTableDoc = Row<{
  blockType: 'table';
  key?: Text;
  caption?: Text;
  columns?: Row<{ key?: Text; label?: Text }>[] | null;
  rows?: Row<{ key?: Text; cells?: Row<{ column?: Text; text?: Text }>[] | null }>[] | null;
}>;
export type LegalBlockDoc = LegalParagraphDoc | LegalHeadingDoc | LegalListDoc | LegalTableDoc;
export type LegalSectionDoc = Row<{ key?: Text; title?: Text; blocks?: LegalBlockDoc[] | null }>;
export type LegalPageDoc = {
  document: LegalDocumentKey;
  title?: Text;
  description?: Text;
  sections?: LegalSectionDoc[] | null;
};

/** The key patterns the renderer recognises; a stored key that does not fit is replaced by a numbered one. */
export const legalKeyPatterns = {
  section: /^[a-z][a-zA-Z0-9]{0,60}$/,
  heading: /^heading\d{0,3}$/,
  table: /^table\d{0,3}$/,
  item: /^[a-zA-Z][a-zA-Z0-9]{0,60}$/,
} as const;

/**
 * Hands out keys within one object of the tree: a stored key when it fits and is free, else `prefix` numbered after
 * how many of its kind came before (`p1`, `p2`… as the texts were always numbered), skipping any key already taken.
 * Stored keys are reserved first so that a new heading before `heading1` does not steal its anchor.
 */
function keyMaker(stored: Text[], pattern: RegExp) {
  const taken = new Set(stored.filter((key): key is string => Boolean(key && pattern.test(key))));
  const used = new Set<string>();
  const counts = new Map<string, number>();
  return (key: Text, prefix: string, firstBare = false): string => {
    if (key && pattern.test(key) && !used.has(key)) {
      used.add(key);
      return key;
    }
    let n = counts.get(prefix) ?? 0;
    let candidate: string;
    do {
      n += 1;
      candidate = firstBare && n === 1 ? prefix : `${prefix}${n}`;
    } while (taken.has(candidate) || used.has(candidate));
    counts.set(prefix, n);
    used.add(candidate);
    return candidate;
  };
}

const text = (value: Text): string => value ?? '';

function tableTree(table: LegalTableDoc): LegalMessageTree {
  const columns = table.columns ?? [];
  const columnKey = keyMaker(
    columns.map((column) => column.key),
    legalKeyPatterns.item,
  );
  const columnKeys = columns.map((column) => columnKey(column.key, 'column'));
  const rows = table.rows ?? [];
  const rowKey = keyMaker(
    rows.map((row) => row.key),
    legalKeyPatterns.item,
  );
  return {
    caption: text(table.caption),
    columns: Object.fromEntries(columns.map((column, index) => [columnKeys[index] ?? '', text(column.label)])),
    rows: Object.fromEntries(
      rows.map((row) => {
        const cells = new Map((row.cells ?? []).map((cell) => [cell.column ?? '', text(cell.text)]));
        // Cells in their stored order, then any column the row has no cell for (empty), so that the renderer finds
        // every column's cell.
        const ordered = [...cells.keys()].filter((key) => columnKeys.includes(key));
        const missing = columnKeys.filter((key) => !cells.has(key));
        return [
          rowKey(row.key, 'row'),
          Object.fromEntries([...ordered, ...missing].map((key) => [key, cells.get(key) ?? ''])),
        ];
      }),
    ),
  };
}

function sectionTree(section: LegalSectionDoc): LegalMessageTree {
  const blocks = section.blocks ?? [];
  const anchorOf = (block: LegalBlockDoc): Text => {
    if (block.blockType === 'heading') return legalKeyPatterns.heading.test(block.key ?? '') ? block.key : null;
    if (block.blockType === 'table') return legalKeyPatterns.table.test(block.key ?? '') ? block.key : null;
    return null;
  };
  const blockKey = keyMaker(blocks.map(anchorOf), /^(heading|table)\d{0,3}$/);
  const tree: LegalMessageTree = { title: text(section.title) };
  for (const block of blocks) {
    switch (block.blockType) {
      case 'paragraph':
        tree[blockKey(null, 'p')] = text(block.text);
        break;
      case 'heading':
        tree[blockKey(anchorOf(block), 'heading')] = text(block.text);
        break;
      case 'list': {
        const items = block.items ?? [];
        const itemKey = keyMaker(
          items.map((item) => item.key),
          legalKeyPatterns.item,
        );
        tree[blockKey(null, 'list')] = Object.fromEntries(
          items.map((item) => [itemKey(item.key, 'item'), text(item.text)]),
        );
        break;
      }
      case 'table':
        tree[blockKey(anchorOf(block), 'table', true)] = tableTree(block);
        break;
    }
  }
  return tree;
}

/** The document in the message tree's shape, for a translator the legal pages render through. */
export function legalDocumentMessages(doc: Omit<LegalPageDoc, 'document'>): LegalDocumentMessages {
  const sections = doc.sections ?? [];
  const sectionKey = keyMaker(
    sections.map((section) => section.key),
    legalKeyPatterns.section,
  );
  return {
    title: text(doc.title),
    description: text(doc.description),
    sections: Object.fromEntries(sections.map((section) => [sectionKey(section.key, 'section'), sectionTree(section)])),
  };
}
