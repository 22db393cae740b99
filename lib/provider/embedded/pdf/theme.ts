import { existsSync } from 'node:fs';
import { brandFontPath, type BrandFont } from '@/lib/media/fonts';

/** The guides' look: the site's palette and type, on A4. */
export const page = { width: 595.28, height: 841.89, margin: 62 } as const;

export const colors = {
  ink: '#1f2421',
  muted: '#5d645f',
  paper: '#fbf8f3',
  deep: '#1e2b29',
  accent: '#b4653f',
  accentSoft: '#f1e4da',
  line: '#d9d2c7',
  ivory: '#f6f1e8',
} as const;

export type FontRole = 'display' | 'displayStrong' | 'displayItalic' | 'body' | 'bodyStrong';

const brandFonts: Record<FontRole, BrandFont> = {
  display: 'Fraunces-Regular',
  displayStrong: 'Fraunces-SemiBold',
  displayItalic: 'Fraunces-Italic',
  body: 'Inter-Regular',
  bodyStrong: 'Inter-SemiBold',
};

/** PDF standard fonts, used only when the brand font files are missing from the deployment. */
const fallbackFonts: Record<FontRole, string> = {
  display: 'Times-Roman',
  displayStrong: 'Times-Bold',
  displayItalic: 'Times-Italic',
  body: 'Helvetica',
  bodyStrong: 'Helvetica-Bold',
};

export function fontSources(): Record<FontRole, string> {
  const entries = (Object.keys(brandFonts) as FontRole[]).map((role) => {
    const file = brandFontPath(brandFonts[role]);
    return [role, existsSync(file) ? file : fallbackFonts[role]] as const;
  });
  return Object.fromEntries(entries) as Record<FontRole, string>;
}
