/**
 * The brand's web fonts reach the page after its first paint.
 *
 * The first paint needs only the document and its stylesheet. A phone on a slow link that also fetched Fraunces and
 * Inter (about 58 KB) before painting shared its bandwidth among the three and painted later; with `font-display: swap`
 * they were not needed for that paint anyway. So until the fonts come, every text is set in the metric-matched fallback
 * faces (lib/fonts/fallbacks.css, written by scripts/font-fallbacks.ts), which wrap like the brand fonts: when Fraunces
 * and Inter arrive the swap moves nothing.
 *
 * The font stacks in app/globals.css name the brand fonts from the start, but their two faces are declared there only
 * under `@media (scripting: none)`, so a page without JavaScript has them at once. With JavaScript, this inline script
 * waits for the browser's first-contentful-paint entry (FALLBACK_MS where paint timing is missing or no paint comes, as
 * in a tab opened in the background), then loads those same faces, read from the stylesheet, and adds both to
 * `document.fonts` in one task once they have arrived, so the text is laid out again once. Adding faces re-lays out
 * only the text that uses them: switching the stacks instead (an attribute on <html> changing a custom property)
 * restyled every element of the page in one long task.
 *
 * Self-hosted: the files are cut by scripts/subset-fonts.ts from the @fontsource packages to the characters, weights
 * and features the site uses. Nothing is fetched from a font CDN, at build time or in the browser.
 */
const FALLBACK_MS = 3000;

/**
 * Kept short, as it is sent twice (in the page and in Next's serialized tree). In order: once (`f`), for each stylesheet
 * it may read and each rule of its `@media (scripting: none)` block, a FontFace with the rule's family, its source
 * resolved against the stylesheet's address, weight, style and display, loading at once (a face that fails is left
 * out); when all have settled, those that loaded are added to `document.fonts` together. It runs at the first
 * contentful paint, or after FALLBACK_MS where paint timing is missing or nothing paints.
 */
export const fontsAfterPaintScript =
  '(function(d,w){var f;function on(){if(f||!w.FontFace)return;f=[];[].forEach.call(d.styleSheets,function(s){try{' +
  '[].forEach.call(s.cssRules,function(m){/scripting/.test(m.media&&m.media.mediaText)&&[].forEach.call(m.cssRules,function(r){' +
  'var g=function(n){return r.style.getPropertyValue(n)};f.push(new FontFace(g("font-family").replace(/"/g,""),' +
  'g("src").replace(/url\\("?([^")]+)"?\\)/g,function(a,u){return\'url("\'+new URL(u,s.href)+\'")\'}),' +
  '{weight:g("font-weight"),style:g("font-style"),display:g("font-display")}).load()["catch"](function(){}))})})}catch(e){}});' +
  'Promise.all(f).then(function(l){l.forEach(function(x){x&&d.fonts.add(x)})})}' +
  'try{new PerformanceObserver(function(e,o){e.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(on))})' +
  `.observe({type:"paint",buffered:!0})}catch(e){}setTimeout(on,${FALLBACK_MS})})(document,window)`;
