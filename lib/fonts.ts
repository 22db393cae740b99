import localFont from 'next/font/local';

// Self-hosted: cut by scripts/subset-fonts.ts from the @fontsource packages to the characters, weights and features
// the site uses. Nothing is fetched from a font CDN, at build time or in the browser.
export const fraunces = localFont({
  src: './fonts/fraunces-latin-wght-300-600.woff2',
  variable: '--font-fraunces',
  weight: '300 600',
  display: 'swap',
  fallback: ['Georgia', 'serif'],
});

export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});
