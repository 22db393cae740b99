/**
 * Writes lib/fonts/fallbacks.css: the metric-matched fallback faces the page paints in until its web fonts arrive,
 * so that a line wraps at the same word in both and the swap moves nothing (scripts/font-swap-cls.ts measures it).
 *
 * next/font's own fallback (adjustFontFallback) is one face, `local(Arial)`, sized for the font's default instance:
 * Arial for Fraunces too, a serif whose default instance after subsetting is heavier than the headings' weight, and a
 * name that only Windows and Apple systems have. On Linux, Chrome OS and Android no font answers to `local(Arial)`
 * (Chromium matches local() against installed fonts' full and PostScript names, without fontconfig's substitutes), so
 * the face is skipped and the stack falls through to an unadjusted system font.
 *
 * Here every brand weight the styles use gets a face of its own, each sourced from the installed fonts that share one
 * set of advance widths: Arial = Liberation Sans (Linux) = Arimo (Chrome OS), and Times New Roman = Liberation Serif =
 * Tinos, by their full and PostScript names. Roboto (Android's sans) has Arial's widths at its regular weight, so it
 * joins the regular faces. Android's serif, Noto Serif, is wider than Times and gets a family of its own.
 *
 * size-adjust is the ratio of the width of the pages' own text set in the brand font at that weight to its width in
 * the fallback, as Chromium measures both here with the text's own size and case (every text node of the pages of
 * scripts/font-swap-cls.ts, in three languages; Liberation's fonts stand for Arial's and Times'). The ascent and
 * descent overrides give the brand font's line metrics in whole pixels at every size the pages set, so a line box is
 * as tall, and its baseline as low, in the fallback.
 *
 * Usage: npx tsx scripts/font-fallbacks.ts <origin>   (a build served with `next start`, after changing the fonts,
 * their weights or much of the text; then build again and compare scripts/font-swap-cls.ts before and after)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { option } from './cli-options';
import { brandVerticalMetrics } from './font-fallbacks/brand-metrics';
import { faceRule, percent } from './font-fallbacks/face-rule';
import { FALLBACK_FAMILIES } from './font-fallbacks/families';
import { measureWidths } from './font-fallbacks/measure-widths';
import { NOTO_PER_TIMES } from './font-fallbacks/metric-groups';
import { TEXT_PAGES } from './font-swap-cls/text-pages';
import { REPO } from './repo-root';

// What tests/unit/fonts.test.ts checks the written faces against.
export { BRAND_FILES, brandVerticalMetrics } from './font-fallbacks/brand-metrics';
export { faceRule, lineMetricOverride } from './font-fallbacks/face-rule';
export { FALLBACK_FAMILIES, type FallbackFamily } from './font-fallbacks/families';

export const FALLBACK_CSS = 'lib/fonts/fallbacks.css';

async function main() {
  const origin = process.argv[2];
  if (!origin || origin.startsWith('--')) {
    console.error(
      'Usage: npx tsx scripts/font-fallbacks.ts <origin of a build served with next start> [--pages /es,/en]',
    );
    process.exit(2);
  }
  const pages = option('--pages')?.split(',') ?? TEXT_PAGES;
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
  const source = `${widths.characters} characters of ${pages.length} pages' text`;
  const header = `/* Written by scripts/font-fallbacks.ts from ${source}: do not edit by hand. */`;
  writeFileSync(path.join(REPO, FALLBACK_CSS), `${header}\n${rules.join('\n')}\n`);
  console.log(`wrote ${FALLBACK_CSS}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
