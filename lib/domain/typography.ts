/**
 * A no-break space keeps "34 %" on one line. Applied where studio texts are shown, not on save, so older texts
 * benefit too; a word merely starting with a unit's letters (3 hoteles) is left alone.
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(/(\d) (?=(?:%|€|EUR\b|h\b|min\b))/gu, '$1\u00A0');
}

/** The same for every text of a tree of messages (a legal document from the back office); other values are kept. */
export function keepNumbersWithUnitsIn<T>(tree: T): T {
  if (typeof tree === 'string') return keepNumbersWithUnits(tree) as T;
  if (Array.isArray(tree)) return tree.map((item: unknown) => keepNumbersWithUnitsIn(item)) as T;
  if (typeof tree === 'object' && tree !== null) {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, keepNumbersWithUnitsIn(value)])) as T;
  }
  return tree;
}
