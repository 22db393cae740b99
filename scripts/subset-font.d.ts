// subset-font ships no types; this declares the one call scripts/subset-fonts.ts makes.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
