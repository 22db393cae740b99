/**
 * The brand's web fonts reach the page after its first paint.
 *
 * The first paint needs only the document and its stylesheet. A phone on a slow link that also fetched Fraunces and
 * Inter (about 58 KB) before painting shared its bandwidth among the three and painted later; with `font-display: swap`
 * they were not needed for that paint anyway. So until the fonts come, every text is set in the metric-matched fallback
 * faces (lib/fonts/fallbacks.css, written by scripts/font-fallbacks.ts), which wrap like the brand fonts: when Fraunces
 * and Inter arrive the swap moves next to nothing (scripts/font-swap-cls.ts: a layout shift of at most 0.0005 on a
 * 412 px phone, a few lines rewrapped further down the page).
 *
 * The font stacks in app/globals.css name the brand fonts from the start, but their two faces are declared there only
 * under `@media (scripting: none)`, so a page without JavaScript has them at once. With JavaScript, this inline script
 * waits for the browser's first-contentful-paint entry (FALLBACK_MS where paint timing is missing or no paint comes, as
 * in a tab opened in the background), then loads those same faces (BRAND_FACES) and adds both to `document.fonts` in
 * one task once they have arrived, so the text is laid out again once. Adding faces re-lays out only the text that
 * uses them: switching the stacks instead (an attribute on <html> changing a custom property) restyled every element
 * of the page in one long task.
 *
 * Self-hosted: the files are cut by scripts/subset-fonts.ts from the @fontsource packages to the characters, weights
 * and features the site uses. Nothing is fetched from a font CDN, at build time or in the browser.
 */
const FALLBACK_MS = 3000;

/**
 * The two files, served from public/fonts at addresses that carry the start of their SHA-256 (kept for a year,
 * immutable: next.config.ts). tests/unit/fonts.test.ts checks each version against its file and that app/globals.css
 * names the same addresses; after scripts/subset-fonts.ts, update both.
 */
export const BRAND_FONT_URLS = {
  fraunces: '/fonts/fraunces-latin-wght-300-600.woff2?v=c0d224ad',
  inter: '/fonts/inter-latin-wght-400-700.woff2?v=55392e63',
} as const;

/** The faces app/globals.css declares under `@media (scripting: none)`: family, address, weight range. */
export const BRAND_FACES = [
  ['Lumen Fraunces', BRAND_FONT_URLS.fraunces, '300 600'],
  ['Lumen Inter', BRAND_FONT_URLS.inter, '400 700'],
] as const;

/**
 * Kept short: it is in every page, twice (the HTML and Next's serialized tree). Once (`f`): a FontFace for each of
 * BRAND_FACES, loading at once (a face that fails is left out). When all have settled, those that loaded are added to
 * `document.fonts` together, unless that would visibly move what is on screen: a heading that takes one line more or
 * less in Fraunces than in its fallback pushes everything under it by a line (a layout shift of about 0.03 on a
 * phone). So the elements at eighteen points of the window are measured before and after (the added faces lay the
 * text out again at once); if one of them moved by more than MOVE_PX, the faces are taken out again in the same task,
 * before anything is painted, and tried again each time the visitor stops scrolling (SCROLL_PAUSE_MS): once the text
 * that rewraps is off screen, the browser's scroll anchoring keeps what the visitor reads in place.
 *
 * It runs at the first contentful paint, or after FALLBACK_MS where paint timing is missing or nothing paints. An
 * address with a fragment (`/es#contacto`) asks for the fonts at once instead, as the preloads did before, and keeps
 * the visitor on the target (`keep`). The browser scrolls to it smoothly (`scroll-behavior: smooth`), to where it was
 * when that scroll began: faces added during the scroll, rewrapping text above the target, make it end off by as much
 * (CI caught #contacto 65 px low at 375 px), and a scroll of ours before the browser's own cancels it. So when the
 * window already sits on the target (at the page's scroll-padding), the faces are added and the window is moved by what
 * they moved the target, in the same task; otherwise (the browser's scroll still to come, or under way) they are added
 * at once, and when that scroll ends (`scrollend`, the first one only) the window is moved by what it missed the
 * target by, if that is no more than a rewrap could make it (REWRAP_PX).
 */
const MOVE_PX = 4;
/** How close to the page's scroll-padding a fragment's target is when the browser has scrolled to it. */
const ARRIVED_PX = 2;
/** The most the faces move a target by rewrapping the text above it (a few lines); a larger gap is the visitor's own scroll. */
const REWRAP_PX = 200;
const SCROLL_PAUSE_MS = 200;

export const fontsAfterPaintScript =
  '(function(d,w,F){var f,l,t;function at(){var r=[],i,x,e;for(i=1;i<10;i++)for(x=0;x<2;x++){' +
  'e=d.elementFromPoint(x?w.innerWidth/2:40,w.innerHeight*i/10);e&&r.push([e,e.getBoundingClientRect().top])}return r}' +
  'function add(){l.forEach(function(x){d.fonts.add(x)})}function put(){var b=at(),m;add();' +
  `m=b.some(function(p){return Math.abs(p[0].getBoundingClientRect().top-p[1])>${MOVE_PX}});` +
  'if(m){l.forEach(function(x){d.fonts["delete"](x)});w.addEventListener("scroll",wait,{passive:!0})}}' +
  `function wait(){clearTimeout(t);t=setTimeout(function(){w.removeEventListener("scroll",wait);put()},${SCROLL_PAUSE_MS})}` +
  'function on(){if(f||!w.FontFace)return;f=F.map(function(a){' +
  'return new FontFace(a[0],"url("+a[1]+")",{weight:a[2],display:"swap"}).load()["catch"](function(){})});' +
  'Promise.all(f).then(function(r){l=r.filter(Boolean);h?keep():put()})}' +
  'function keep(){var e,b,p=parseFloat(getComputedStyle(d.documentElement).scrollPaddingTop)||0;' +
  'try{e=d.getElementById(decodeURIComponent(location.hash.slice(1)))}catch(x){}if(!e)return add();b=e.getBoundingClientRect().top;' +
  `if(Math.abs(b-p)<=${ARRIVED_PX}){add();b=e.getBoundingClientRect().top-b;Math.abs(b)>.5&&w.scrollBy({top:b,behavior:"instant"});return}` +
  'add();w.addEventListener("scrollend",function(){b=e.getBoundingClientRect().top-p;' +
  `Math.abs(b)>.5&&Math.abs(b)<=${REWRAP_PX}&&w.scrollBy({top:b,behavior:"instant"})},{once:!0})}` +
  'var h=location.hash.length>1;h&&on();' +
  'try{new PerformanceObserver(function(e,o){e.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(on))})' +
  `.observe({type:"paint",buffered:!0})}catch(e){}setTimeout(on,${FALLBACK_MS})})(document,window,${JSON.stringify(BRAND_FACES)})`;
