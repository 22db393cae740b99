import { BRAND_FONT_URLS, fontsScriptUrl } from '@/lib/fonts';

/** Without JavaScript the stylesheet declares the faces itself, so they are preloaded to arrive before first layout. */
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
