/**
 * Writes lib/fonts/fallbacks.css: the metric-matched fallback faces the page paints in until its web fonts arrive,
 * so that a line wraps at the same word in both and the swap moves nothing (scripts/font-swap-cls.ts measures it).
 *
 * next/font's own fallback (adjustFontFallback) is one face, `local(Arial)`, sized for the font's default instance:
 * Arial for Fraunces too, a serif whose default instance after subsetting is 600 while the headings are set in 300,
 * and a name that only Windows and Apple systems have. On Linux, Chrome OS and Android no font answers to
 * `local(Arial)` (Chromium matches local() against installed fonts' full and PostScript names, without fontconfig's
 * substitutes), so the face is skipped and the stack falls through to an unadjusted system font.
 *
 * Here every brand weight the styles use gets a face of its own, each sourced from the installed fonts that share one
 * set of advance widths: Arial = Liberation Sans (Linux) = Arimo (Chrome OS), and Times New Roman = Liberation Serif =
 * Tinos, by their full and PostScript names. Roboto (Android's sans) has Arial's widths at its regular weight (average
 * width 911 against 913 units of 2048), so it joins the regular faces. Android's serif, Noto Serif, is 18 % wider
 * than Times and gets a family of its own.
 *
 * size-adjust is the ratio of the width of the pages' own text set in the brand font at that weight to its width in
 * the fallback, as Chromium measures both here with the text's own size and case (every text node of the pages of
 * scripts/font-swap-cls.ts, in three languages; Liberation's fonts stand for Arial's and Times'). Noto Serif is not
 * installed here: its faces are sized from the Times ones by the two fonts' published average widths (capsize's, which
 * Next ships). The ascent and descent overrides give the brand font's line metrics in whole pixels at every size the
 * pages set (lineMetricOverride), so a line box is as tall, and its baseline as low, in the fallback.
 *
 * Usage: npx tsx scripts/font-fallbacks.ts <origin>   (a build served with `next start`, after changing the fonts,
 * their weights or much of the text; then build again and compare scripts/font-swap-cls.ts before and after)
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import subsetFont from 'subset-font';
import { chromiumExecutable, playwrightChromiumArgs } from './chromium-path';
import { TEXT_PAGES } from './font-swap-cls';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FALLBACK_CSS = 'lib/fonts/fallbacks.css';

/** Installed fonts that share one set of advance widths, by the names local() matches (full name, PostScript name). */
const METRIC_GROUPS = {
  sans: [
    'Arial',
    'ArialMT',
    'Liberation Sans',
    'LiberationSans',
    'Arimo',
    'Arimo Regular',
    'Arimo-Regular',
    'Roboto',
    'Roboto Regular',
    'Roboto-Regular',
  ],
  sansBold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
  serif: [
    'Times New Roman',
    'TimesNewRomanPSMT',
    'Liberation Serif',
    'LiberationSerif',
    'Tinos',
    'Tinos Regular',
    'Tinos-Regular',
  ],
  serifBold: [
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
    'Tinos Bold',
    'Tinos-Bold',
  ],
  notoSerif: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif', 'NotoSerif-Regular'],
  notoSerifBold: ['Noto Serif Bold', 'NotoSerif-Bold'],
} as const;
type MetricGroup = keyof typeof METRIC_GROUPS;

/** What this machine measures each group with (the same widths as the group's other names). */
const MEASURED_AS: Partial<Record<MetricGroup, { family: string; weight: number }>> = {
  sans: { family: 'Liberation Sans', weight: 400 },
  sansBold: { family: 'Liberation Sans', weight: 700 },
  serif: { family: 'Liberation Serif', weight: 400 },
  serifBold: { family: 'Liberation Serif', weight: 700 },
};

/** Noto Serif against Times New Roman: average widths from capsize (next/dist/server/capsize-font-metrics.json). */
const NOTO_PER_TIMES: Partial<Record<MetricGroup, { from: MetricGroup; widthRatio: number }>> = {
  notoSerif: { from: 'serif', widthRatio: 481 / 1000 / (832 / 2048) },
  notoSerifBold: { from: 'serifBold', widthRatio: 512 / 1000 / (886 / 2048) },
};

type Face = { weight: number; range: [number, number]; group: MetricGroup };
export type FallbackFamily = { family: string; brand: 'inter' | 'fraunces'; faces: Face[] };

/** The weights app/globals.css sets in each font, each with the fallback weight closest in look. */
export const FALLBACK_FAMILIES: FallbackFamily[] = [
  {
    family: 'Inter Metric Fallback',
    brand: 'inter',
    faces: [
      { weight: 400, range: [1, 449], group: 'sans' },
      { weight: 500, range: [450, 549], group: 'sans' },
      { weight: 600, range: [550, 649], group: 'sansBold' },
      { weight: 700, range: [650, 1000], group: 'sansBold' },
    ],
  },
  {
    family: 'Fraunces Metric Fallback',
    brand: 'fraunces',
    faces: [
      { weight: 300, range: [1, 349], group: 'serif' },
      { weight: 400, range: [350, 449], group: 'serif' },
      { weight: 500, range: [450, 549], group: 'serif' },
      { weight: 600, range: [550, 1000], group: 'serifBold' },
    ],
  },
  {
    family: 'Fraunces Metric Fallback Android',
    brand: 'fraunces',
    faces: [
      { weight: 300, range: [1, 349], group: 'notoSerif' },
      { weight: 400, range: [350, 449], group: 'notoSerif' },
      { weight: 500, range: [450, 549], group: 'notoSerif' },
      { weight: 600, range: [550, 1000], group: 'notoSerifBold' },
    ],
  },
];

export const BRAND_FILES = {
  inter: 'public/fonts/inter-latin-wght-400-700.woff2',
  fraunces: 'public/fonts/fraunces-latin-wght-300-600.woff2',
} as const;

/**
 * The brand font's ascent, descent and line gap as fractions of its em: its hhea metrics, which equal its typo ones.
 */
export async function brandVerticalMetrics(
  brand: keyof typeof BRAND_FILES,
): Promise<{ ascent: number; descent: number; lineGap: number }> {
  // subset-font (HarfBuzz) unpacks the WOFF2 into a plain font file, whose table directory is simple to read.
  const woff2 = await readFile(path.join(root, BRAND_FILES[brand]));
  const font = await subsetFont(woff2, 'a', { targetFormat: 'truetype' });
  const table = (tag: string): number => {
    for (let entry = 12; entry < 12 + 16 * font.readUInt16BE(4); entry += 16) {
      if (font.toString('latin1', entry, entry + 4) === tag) return font.readUInt32BE(entry + 8);
    }
    throw new Error(`${BRAND_FILES[brand]} has no ${tag} table`);
  };
  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const hhea = table('hhea');
  return {
    ascent: font.readInt16BE(hhea + 4) / unitsPerEm,
    descent: -font.readInt16BE(hhea + 6) / unitsPerEm,
    lineGap: font.readInt16BE(hhea + 8) / unitsPerEm,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** How Chromium rounds a font's ascent and descent to whole pixels (SkScalarRoundToScalar: halves go up). */
const wholePixels = (value: number) => Math.floor(value + 0.5);

/**
 * An ascent or descent override (a fraction of the face's em) that gives a line the brand font's whole-pixel ascent
 * or descent at every size the pages set. The exact ratio is not enough: Chromium draws a size-adjusted face at its
 * size cut to 1/100 px (16 px × 106.14 % is drawn at 16.98 px) and rounds ascent and descent to whole pixels, and
 * Inter's ascent at 16 px is exactly 15.5 px, which the brand font rounds up and an exact override a hair below it
 * down: a line box one pixel shorter in the fallback. So this takes the first value from the exact one up, in steps
 * of 1/100,000 of it, that rounds like the brand at every size; without one, the exact value.
 */
export function lineMetricOverride(metric: number, sizeAdjust: number, sizes: readonly number[]): number {
  const exact = metric / sizeAdjust;
  const matches = (value: number) =>
    sizes.every(
      (size) => wholePixels(metric * size) === wholePixels(value * (Math.floor(size * sizeAdjust * 100) / 100)),
    );
  for (let step = 0; step <= 300; step++) {
    const value = Math.ceil(exact * (1 + step * 1e-5) * 1e7) / 1e7;
    if (matches(value)) return value;
  }
  return exact;
}

const overridePercent = (value: number) => `${(value * 100).toFixed(5)}%`;

/** One @font-face rule: the group's installed fonts, scaled to the brand's widths, with the brand's line metrics. */
export function faceRule(
  family: string,
  face: Face,
  sizeAdjust: number,
  metrics: { ascent: number; descent: number; lineGap: number },
  sizes: readonly number[],
): string {
  const sources = METRIC_GROUPS[face.group].map((name) => `local('${name}')`).join(', ');
  // The overrides scale with the size the face is drawn at: divided by size-adjust as written, they give the brand's.
  const written = Number(percent(sizeAdjust).slice(0, -1)) / 100;
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  src: ${sources};`,
    `  font-weight: ${face.range[0]} ${face.range[1]};`,
    `  size-adjust: ${percent(written)};`,
    `  ascent-override: ${overridePercent(lineMetricOverride(metrics.ascent, written, sizes))};`,
    `  descent-override: ${overridePercent(lineMetricOverride(metrics.descent, written, sizes))};`,
    `  line-gap-override: ${overridePercent(metrics.lineGap / written)};`,
    '}',
  ].join('\n');
}

/** The brand text of the pages, by font and weight as the pages set it, and what Chromium makes of it. */
type Widths = {
  brand: Record<string, number>;
  fallback: Record<string, Record<string, number>>;
  sizes: Record<string, number[]>;
  characters: number;
};

/**
 * Reads every text node of the pages (served at origin) with its computed font, weight, size and case, and sums the
 * width of each brand font and weight's text at its own size: in the brand font, and in each installed fallback
 * unadjusted. Large text weighs more, as one line of a heading that rewraps moves more than one of body text.
 */
async function measureWidths(origin: string, pages: readonly string[]): Promise<Widths> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: playwrightChromiumArgs });
  const totals: Widths = { brand: {}, fallback: {}, sizes: {}, characters: 0 };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // tsx names the functions it compiles with a helper (__name) that the page does not have.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    for (const address of pages) {
      await page.goto(new URL(address, origin).href, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const widths = await page.evaluate((fallbacks) => {
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
      }, MEASURED_AS);
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
    return totals;
  } finally {
    await browser.close();
  }
}

async function main() {
  const origin = process.argv[2];
  if (!origin || origin.startsWith('--')) {
    console.error(
      'Usage: npx tsx scripts/font-fallbacks.ts <origin of a build served with next start> [--pages /es,/en]',
    );
    process.exit(2);
  }
  const pagesOption = process.argv.indexOf('--pages');
  const pages = pagesOption > 0 ? (process.argv[pagesOption + 1] ?? '').split(',') : TEXT_PAGES;
  const widths = await measureWidths(origin, pages);
  const rules: string[] = [];
  for (const { family, brand, faces } of FALLBACK_FAMILIES) {
    const metrics = await brandVerticalMetrics(brand);
    for (const face of faces) {
      const key = `${brand} ${face.weight}`;
      const derived = NOTO_PER_TIMES[face.group];
      const group = derived ? derived.from : face.group;
      const brandWidth = widths.brand[key];
      const fallbackWidth = widths.fallback[key]?.[group];
      if (!brandWidth || !fallbackWidth)
        throw new Error(`the pages set no text in ${key}: drop its face or add a page that does`);
      const sizeAdjust = brandWidth / fallbackWidth / (derived?.widthRatio ?? 1);
      console.log(`${family} ${face.weight} (${face.group}): size-adjust ${percent(sizeAdjust)}`);
      rules.push(faceRule(family, face, sizeAdjust, metrics, widths.sizes[brand] ?? []));
    }
  }
  const header = `/* Written by scripts/font-fallbacks.ts from ${widths.characters} characters of ${pages.length} pages' text: do not edit by hand. */`;
  writeFileSync(path.join(root, FALLBACK_CSS), `${header}\n${rules.join('\n')}\n`);
  console.log(`wrote ${FALLBACK_CSS}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
