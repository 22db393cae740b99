import { createHash } from 'node:crypto';

/**
 * The brand fonts load after the first paint so they never share a slow link with the document and its stylesheet;
 * metric-matched fallbacks stand in until then.
 */
const FALLBACK_MS = 3000;

/** The hash in each address lets the files be cached as immutable; tests/unit/fonts.test.ts checks it. */
export const BRAND_FONT_URLS = {
  fraunces: '/fonts/fraunces-latin-wght-300-600.woff2?v=c0d224ad',
  inter: '/fonts/inter-latin-wght-400-700.woff2?v=55392e63',
} as const;

/** Must match the faces app/globals.css declares for browsers without scripting. */
export const BRAND_FACES = [
  ['Lumen Fraunces', BRAND_FONT_URLS.fraunces, '300 600'],
  ['Lumen Inter', BRAND_FONT_URLS.inter, '400 700'],
] as const;

const MOVE_PX = 4;
/** Within this of the scroll-padding, a fragment's target counts as scrolled to. */
const ARRIVED_PX = 2;
/** The most a rewrap above a target moves it; a larger gap is the visitor's own scroll. */
const REWRAP_PX = 200;
const SCROLL_PAUSE_MS = 200;

/**
 * Faces are added only when that does not visibly move what is on screen, else retried when scrolling pauses. With a
 * fragment they load at once and the target is kept in place.
 */
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

/** A file, not inline: inline it would go out twice per page, in the HTML and Next's serialised tree. */
export const FONTS_SCRIPT_PATH = '/font-loader.js';
const scriptHash = createHash('sha256').update(fontsAfterPaintScript).digest('hex').slice(0, 8);
export const fontsScriptUrl = `${FONTS_SCRIPT_PATH}?v=${scriptHash}`;
