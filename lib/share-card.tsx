import { readFile } from 'node:fs/promises';
import type { ReactElement } from 'react';
import { brandFontPath, type BrandFont } from './media/fonts';

export const shareCardSize = { width: 1200, height: 630 };

/**
 * The brand's own fonts for the share card. The renderer's built-in font measures some words wider than it draws them
 * (words with an f got a gap after them, like a doubled space); a font given here is measured and drawn alike.
 */
export async function shareCardFonts() {
  const load = async (name: string, file: BrandFont, weight: 400 | 600) => ({
    name,
    data: await readFile(brandFontPath(file)),
    weight,
    style: 'normal' as const,
  });
  return Promise.all([load('Fraunces', 'Fraunces-Regular', 400), load('Inter', 'Inter-SemiBold', 600)]);
}

/** The share card of a language: the studio's mark and name, its tagline and where it works. */
export function ShareCard({ brand, tagline, place }: { brand: string; tagline: string; place: string }): ReactElement {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: '#191714', color: '#f6f2ec', fontFamily: 'Fraunces' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 64, height: 64, borderRadius: 64, border: '3px solid #e7a57f' }}>
          <div style={{ width: 26, height: 26, borderRadius: 26, background: '#e7a57f' }} />
        </div>
        <div style={{ fontSize: 40, letterSpacing: -1 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 60, lineHeight: 1.1, maxWidth: 980, letterSpacing: -1 }}>{tagline}</div>
      <div style={{ display: 'flex', fontFamily: 'Inter', fontWeight: 600, fontSize: 24, color: '#e7a57f', textTransform: 'uppercase', letterSpacing: 6 }}>{place}</div>
    </div>
  );
}
