/**
 * A number and the unit after it kept on one line: the space between them becomes a no-break space (U+00A0), so that
 * "34 %." never ends a line with "34" and starts the next with "%.". Units: %, €, EUR, h, min, as the site's texts
 * write them; a word that only starts with the letters (3 hoteles) is left alone. For texts the studio edits in the
 * back office, applied where they are shown, so that what was saved before is shown the same way.
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
