import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import enCommon from '@/messages/en/common.json';
import esCommon from '@/messages/es/common.json';
import itCommon from '@/messages/it/common.json';
import { ShareCard, shareCardFonts, shareCardSize } from '@/lib/share-card';

const MIN_WORD_GAP = 9;

/** The tagline's lines as drawn: for each, the widths of the blank column runs between its words. */
async function taglineGaps(tagline: string): Promise<number[][]> {
  const element = createElement(ShareCard, { brand: 'Lumen Estudio', tagline, place: 'València' });
  const png = Buffer.from(
    await new ImageResponse(element, { ...shareCardSize, fonts: await shareCardFonts() }).arrayBuffer(),
  );
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const ink = (x: number, y: number) => (data[y * info.width + x] ?? 0) > 110;
  const xs = Array.from({ length: info.width }, (_, x) => x);
  // The tagline sits between the brand row (top) and the place row (bottom); each of its lines is found by its
  // x-height band, the rows where most of its letters have ink (ascenders and descenders of two lines may touch).
  const counts = Array.from({ length: info.height }, (_, y) =>
    y > 160 && y < 500 ? xs.filter((x) => ink(x, y)).length : 0,
  );
  const busiest = Math.max(...counts);
  const bands: number[][] = [];
  counts.forEach((count, y) => {
    if (count < busiest * 0.15) return;
    const last = bands.at(-1);
    // A short line (few letters) dips inside its band: rows a few pixels apart are the same line.
    if (last && y - (last.at(-1) ?? 0) < 10) last.push(y);
    else bands.push([y]);
  });
  const lines = bands.filter((band) => (band.at(-1) ?? 0) - (band[0] ?? 0) > 15);
  return lines.map((line) => {
    const columns = xs.map((x) => line.some((y) => ink(x, y)));
    const first = columns.indexOf(true);
    const end = columns.lastIndexOf(true);
    const gaps: number[] = [];
    let run = 0;
    for (let x = first; x <= end; x++) {
      if (!columns[x]) {
        run++;
        continue;
      }
      // Narrower blank runs are between letters, not words.
      if (run >= MIN_WORD_GAP) gaps.push(run);
      run = 0;
    }
    return gaps;
  });
}

describe('the Open Graph share card', () => {
  it.each([
    ['es', esCommon.tagline],
    ['en', enCommon.tagline],
    ['it', itCommon.tagline],
  ])('in %s: draws one even space between the words of the tagline', async (_locale, tagline) => {
    const lines = await taglineGaps(tagline);
    const gaps = lines.flat();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // One gap per space, except where a line breaks.
    expect(gaps).toHaveLength(tagline.split(' ').length - lines.length);
    const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
    for (const gap of gaps) expect(gap, `gaps ${gaps.join(', ')}`).toBeLessThanOrEqual(median * 1.3);
  });
});
