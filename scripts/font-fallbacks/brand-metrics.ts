import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { REPO } from '../repo-root';

export const BRAND_FILES = {
  inter: 'public/fonts/inter-latin-wght-400-700.woff2',
  fraunces: 'public/fonts/fraunces-latin-wght-300-600.woff2',
} as const;

export type VerticalMetrics = { ascent: number; descent: number; lineGap: number };

/** The brand font's ascent, descent and line gap in ems: its hhea metrics, which equal its typo ones. */
export async function brandVerticalMetrics(brand: keyof typeof BRAND_FILES): Promise<VerticalMetrics> {
  // subset-font (HarfBuzz) unpacks the WOFF2 into a plain font file, whose table directory is simple to read.
  const woff2 = await readFile(path.join(REPO, BRAND_FILES[brand]));
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
