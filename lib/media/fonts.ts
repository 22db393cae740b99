import path from 'node:path';

/**
 * Static instances of the brand's variable fonts (SIL Open Font License, fonts/OFL.txt): PDF and raster text
 * renderers cannot pick a weight out of a variable WOFF2.
 */
export type BrandFont =
  'Fraunces-Regular' | 'Fraunces-SemiBold' | 'Fraunces-Italic' | 'Inter-Regular' | 'Inter-SemiBold';

export function brandFontPath(font: BrandFont): string {
  return path.join(process.cwd(), 'lib', 'media', 'fonts', `${font}.ttf`);
}
