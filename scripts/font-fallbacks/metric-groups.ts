/** Installed fonts that share one set of advance widths, by the names local() matches (full name, PostScript name). */
export const METRIC_GROUPS = {
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
export type MetricGroup = keyof typeof METRIC_GROUPS;

/** What this machine measures each group with (the same widths as the group's other names). */
export const MEASURED_AS: Partial<Record<MetricGroup, { family: string; weight: number }>> = {
  sans: { family: 'Liberation Sans', weight: 400 },
  sansBold: { family: 'Liberation Sans', weight: 700 },
  serif: { family: 'Liberation Serif', weight: 400 },
  serifBold: { family: 'Liberation Serif', weight: 700 },
};

/** Noto Serif is not installed here: sized from Times by the fonts' average widths (capsize's, which Next ships). */
export const NOTO_PER_TIMES: Partial<Record<MetricGroup, { from: MetricGroup; widthRatio: number }>> = {
  notoSerif: { from: 'serif', widthRatio: 481 / 1000 / (832 / 2048) },
  notoSerifBold: { from: 'serifBold', widthRatio: 512 / 1000 / (886 / 2048) },
};
