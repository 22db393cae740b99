import { BRAND_FONT_URLS, fontsAfterPaintScript } from '@/lib/fonts';

/**
 * The brand fonts' request after the first paint (lib/fonts.ts), for a root layout's <head>. Without JavaScript the
 * stylesheet declares the faces itself, and the two files are preloaded as before, so that they are in when the
 * browser first lays the page out and scrolls to the address's fragment.
 */
export function FontsAfterPaint() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: fontsAfterPaintScript }} />
      <noscript>
        {Object.values(BRAND_FONT_URLS).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
      </noscript>
    </>
  );
}
