/**
 * Writes the site's two web fonts, cut down from the @fontsource files to what the site sets: the characters of
 * Spanish, English and Italian text (and of visitors' names in Western European languages), the weights the styles
 * use, and the OpenType features they turn on. The @fontsource "latin" files carry weights 100–900 and every
 * stylistic alternate; these carry a third less, and both fonts are preloaded before the first paint.
 *
 * Usage: npx tsx scripts/subset-fonts.ts   (after updating a @fontsource package; tests/unit/fonts.test.ts fails
 * while the committed files differ from what this produces, and when the site's text needs a character left out)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Unicode ranges kept, inclusive: Basic Latin, Latin-1, Œ œ, typographic punctuation, €, ™, arrows, minus. */
export const FONT_CHARACTER_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2010, 0x2027],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** Shaping features every text needs, plus the numerals the prices and dates use. */
const BASE_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rlig', 'rvrn', 'case', 'tnum'];

export const SUBSET_FONTS = [
  {
    // Body text: regular 400, medium 500, semibold 600, and 700 for <strong> (Tailwind's `bolder` from 400).
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'public/fonts/inter-latin-wght-400-700.woff2',
    weight: { min: 400, max: 700 },
    // app/globals.css sets 'ss01' and 'cv11' on the body.
    features: [...BASE_FEATURES, 'ss01', 'cv11'],
  },
  {
    // Headings: light 300 (h1 and section titles), 400, 500 (the logo), 600 (small uppercase headings).
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    output: 'public/fonts/fraunces-latin-wght-300-600.woff2',
    weight: { min: 300, max: 600 },
    features: BASE_FEATURES,
  },
] as const;

export function fontCharacters(): string {
  let text = '';
  for (const [from, to] of FONT_CHARACTER_RANGES)
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

export async function subsetOne(font: (typeof SUBSET_FONTS)[number]): Promise<Buffer> {
  const source = await readFile(path.join(root, font.source));
  return subsetFont(source, fontCharacters(), {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weight },
    keepFeatures: [...font.features],
  });
}

async function main() {
  for (const font of SUBSET_FONTS) {
    const subset = await subsetOne(font);
    await writeFile(path.join(root, font.output), subset);
    console.log(`${font.output}: ${(subset.length / 1024).toFixed(1)} kB`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
