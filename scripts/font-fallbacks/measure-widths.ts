import { defineTsxNameHelper, launchChromium } from '../playwright-browser';
import { MEASURED_AS } from './metric-groups';

/** The brand text of the pages, by font and weight as the pages set it, and what Chromium makes of it. */
export type Widths = {
  brand: Record<string, number>;
  fallback: Record<string, Record<string, number>>;
  sizes: Record<string, number[]>;
  characters: number;
};

/** Runs in the page: each brand font and weight's text, measured at its size in the brand font and each fallback. */
function pageWidths(fallbacks: typeof MEASURED_AS): Widths {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  const result: Widths = { brand: {}, fallback: {}, sizes: {}, characters: 0 };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const raw = node.textContent?.replace(/\s+/g, ' ') ?? '';
    if (!element || !raw.trim() || !element.getClientRects().length) continue;
    const style = getComputedStyle(element);
    const brand = /^"?(inter|fraunces)"?,/.exec(style.fontFamily)?.[1];
    if (!brand) continue;
    const text = style.textTransform === 'uppercase' ? raw.toUpperCase() : raw;
    const key = `${brand} ${style.fontWeight}`;
    const font = (family: string, weight: string) => `${style.fontStyle} ${weight} ${style.fontSize} ${family}`;
    context.font = font(`${brand}`, style.fontWeight);
    result.brand[key] = (result.brand[key] ?? 0) + context.measureText(text).width;
    result.fallback[key] ??= {};
    for (const [group, { family, weight }] of Object.entries(fallbacks)) {
      context.font = font(`'${family}'`, String(weight));
      result.fallback[key][group] = (result.fallback[key][group] ?? 0) + context.measureText(text).width;
    }
    result.characters += text.length;
    const size = parseFloat(style.fontSize);
    result.sizes[brand] ??= [];
    if (!result.sizes[brand].includes(size)) result.sizes[brand].push(size);
  }
  return result;
}

function addWidths(totals: Widths, widths: Widths): void {
  totals.characters += widths.characters;
  for (const [brand, sizes] of Object.entries(widths.sizes))
    totals.sizes[brand] = [...new Set([...(totals.sizes[brand] ?? []), ...sizes])];
  for (const [key, width] of Object.entries(widths.brand)) totals.brand[key] = (totals.brand[key] ?? 0) + width;
  for (const [key, groups] of Object.entries(widths.fallback)) {
    totals.fallback[key] ??= {};
    for (const [group, width] of Object.entries(groups))
      totals.fallback[key][group] = (totals.fallback[key][group] ?? 0) + width;
  }
}

/**
 * Every text node of the pages (served at origin) with its computed font, weight, size and case, summed by brand
 * font and weight. Large text weighs more, as one line of a heading that rewraps moves more than one of body text.
 */
export async function measureWidths(origin: string, pages: readonly string[]): Promise<Widths> {
  const browser = await launchChromium();
  const totals: Widths = { brand: {}, fallback: {}, sizes: {}, characters: 0 };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await defineTsxNameHelper(page);
    for (const address of pages) {
      await page.goto(new URL(address, origin).href, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      addWidths(totals, await page.evaluate(pageWidths, MEASURED_AS));
    }
    return totals;
  } finally {
    await browser.close();
  }
}
