import localFont from 'next/font/local';
// Metric-matched fallback faces, one per weight the styles use (scripts/font-fallbacks.ts writes them): a visitor whose
// fonts arrive after the first paint sees the text in Arial/Times-shaped fonts that wrap like the brand fonts, so the
// swap moves nothing. next/font's own (adjustFontFallback) is a single local(Arial) face, which Linux, Chrome OS and
// Android do not have, and which is sized for Fraunces' 600 instance while the headings are set in 300.
import './fonts/fallbacks.css';

// Self-hosted: cut by scripts/subset-fonts.ts from the @fontsource packages to the characters, weights and features
// the site uses. Nothing is fetched from a font CDN, at build time or in the browser.
export const fraunces = localFont({
  src: './fonts/fraunces-latin-wght-300-600.woff2',
  variable: '--font-fraunces',
  weight: '300 600',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Fraunces Metric Fallback', 'Fraunces Metric Fallback Android', 'Georgia', 'serif'],
});

export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Inter Metric Fallback', 'system-ui', 'sans-serif'],
});
