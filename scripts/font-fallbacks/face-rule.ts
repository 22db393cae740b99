import type { VerticalMetrics } from './brand-metrics';
import type { Face } from './families';
import { METRIC_GROUPS } from './metric-groups';

export const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const overridePercent = (value: number) => `${(value * 100).toFixed(5)}%`;

/** How Chromium rounds a font's ascent and descent to whole pixels (SkScalarRoundToScalar: halves go up). */
const wholePixels = (value: number) => Math.floor(value + 0.5);

/**
 * The ascent or descent override (in ems) that rounds to the brand's whole pixels at every size the pages set: Chromium
 * cuts a size-adjusted face's size to 1/100 px before rounding, so the exact ratio can land a pixel short.
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

/** One @font-face rule: the group's installed fonts, scaled to the brand's widths, with the brand's line metrics. */
export function faceRule(
  family: string,
  face: Face,
  sizeAdjust: number,
  metrics: VerticalMetrics,
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
