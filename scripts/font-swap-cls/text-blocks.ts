import type { Page } from 'playwright';

export type Block = { key: string; height: number };

/** The text blocks of a page: headings, paragraphs, list items, links, buttons and labels. */
const BLOCKS = [
  'main h1',
  'main h2',
  'main h3',
  'main h4',
  'main p',
  'main li',
  'main a',
  'main button',
  'main label',
  'header a',
  'footer p',
  'footer li',
  'footer a',
].join(', ');

/** Runs in the page: the height of every text block, keyed by its position in the document. */
function blockHeights(selector: string): Block[] {
  return [...document.querySelectorAll(selector)].map((element, index) => ({
    key: `${index} ${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
    height: element.getBoundingClientRect().height,
  }));
}

export const textBlocks = (page: Page): Promise<Block[]> => page.evaluate(blockHeights, BLOCKS);

/** The blocks whose height changed between two readings, and by how many pixels in all. */
export function rewrapped(before: Block[], after: Block[]): { blocks: number; px: number } {
  const afterByKey = new Map(after.map((block) => [block.key, block.height]));
  const changed = before.filter((block) => Math.abs((afterByKey.get(block.key) ?? block.height) - block.height) > 0.5);
  const px = changed.reduce((total, block) => total + Math.abs((afterByKey.get(block.key) ?? 0) - block.height), 0);
  return { blocks: changed.length, px: Math.round(px) };
}
