import { BRAND_FONT_URLS, fontsScriptUrl } from '@/lib/fonts';

/**
 * The brand fonts' loader (lib/fonts.ts), for the language layout's <head>. Without JavaScript the stylesheet declares
 * the faces itself, and the two files are preloaded so that they are in before the first layout.
 */
export function FontsAfterPaint() {
  return (
    <>
      <script src={fontsScriptUrl} async />
      <noscript>
        {Object.values(BRAND_FONT_URLS).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
      </noscript>
    </>
  );
}
