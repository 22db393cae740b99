import type { MetricGroup } from './metric-groups';

export type Face = { weight: number; range: [number, number]; group: MetricGroup };
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
