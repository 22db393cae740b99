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
 * waits for the browser's first-contentful-paint entry (a frame then a task where paint timing is missing; FALLBACK_MS
 * when no paint comes, as in a tab opened in the background), then adds those same faces, read from the stylesheet, to
 * `document.fonts` and loads them. Adding faces only re-lays out the text that uses them: switching the stacks instead
 * (an attribute on <html> changing a custom property) restyled every element of the page in one long task.
 *
 * Self-hosted: the files are cut by scripts/subset-fonts.ts from the @fontsource packages to the characters, weights
 * and features the site uses. Nothing is fetched from a font CDN, at build time or in the browser.
 */
const FALLBACK_MS = 3000;

/** The faces' descriptors a FontFace takes besides its family and source. */
const DESCRIPTORS = ['font-weight', 'font-style', 'font-display'];

export const fontsAfterPaintScript =
  '(function(d,w){var f=0;function add(s,r){var t=r.style,src=t.getPropertyValue("src").replace(/url\\((["\']?)([^"\')]+)\\1\\)/g,' +
  'function(a,q,u){return "url(\\""+new URL(u,s.href||location.href).href+"\\")"}),o={};' +
  `${JSON.stringify(DESCRIPTORS)}.forEach(function(n){var v=t.getPropertyValue(n);if(v)o[n.slice(5)]=v});` +
  'var face=new FontFace(t.getPropertyValue("font-family").replace(/["\']/g,""),src,o);d.fonts.add(face);face.load()["catch"](function(){})}' +
  'function on(){if(f)return;f=1;if(!d.fonts||!w.FontFace)return;for(var i=0;i<d.styleSheets.length;i++){var s=d.styleSheets[i],l;' +
  'try{l=s.cssRules}catch(e){continue}for(var j=0;j<l.length;j++){var m=l[j];if(m.media&&/scripting/.test(m.media.mediaText))' +
  'for(var k=0;k<m.cssRules.length;k++)if(m.cssRules[k].type===5)add(s,m.cssRules[k])}}}' +
  'var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(on,0)}}).observe({type:"paint",buffered:true})}' +
  `else requestAnimationFrame(function(){setTimeout(on,0)});setTimeout(on,${FALLBACK_MS})})(document,window)`;
