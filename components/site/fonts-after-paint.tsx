import { fontsAfterPaintScript } from '@/lib/fonts';

/** The brand fonts' request after the first paint (lib/fonts.ts), for a root layout's <head>. */
export function FontsAfterPaint() {
  return <script dangerouslySetInnerHTML={{ __html: fontsAfterPaintScript }} />;
}
