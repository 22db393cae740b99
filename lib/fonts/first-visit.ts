import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/locales';

/**
 * On a visitor's first page, the brand fonts are requested once the page has painted, not before.
 *
 * With the fonts declared and preloaded in the head, a phone on a slow link downloads them (58 KB) at the same time as
 * the style sheet the first paint waits for, and they share its bandwidth: the first paint came when all three had
 * arrived. The fallback faces (fallbacks.css) are metric-matched, so a text drawn in them wraps like the brand fonts
 * and the swap moves nothing on the page. So on a first visit the page paints in the fallback faces and the fonts
 * follow at once: while this attribute is on the root element, globals.css gives both font variables the fallback
 * faces alone, and no font is requested (a browser fetches a face only for text that uses it).
 *
 * A returning visitor, whose browser most likely holds the fonts already, gets them in the first paint as before.
 * "Returning" is read from the language key every page stores once it runs (LanguageSync): the site's own key, no new
 * storage. Without JavaScript, or with storage blocked, the attribute is never set and the fonts load as they always
 * did. Once the browser reports the first contentful paint (or after a frame where paint timing is missing, or after
 * `FALLBACK_MS` when no paint comes, as for a tab opened in the background), the attribute is removed.
 */
export const FONT_WAIT_ATTRIBUTE = 'data-font-wait';

const FALLBACK_MS = 3000;

/** The inline script, first in the head (ES5: it runs in every browser). */
export const firstVisitFontsScript =
  `(function(r){try{if(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}))return}catch(e){return}` +
  `var a=${JSON.stringify(FONT_WAIT_ATTRIBUTE)},P=window.PerformanceObserver;r.setAttribute(a,"");` +
  'function f(){r.removeAttribute(a)}' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(f,0)}}).observe({type:"paint",buffered:true})}' +
  'else requestAnimationFrame(function(){setTimeout(f,0)});' +
  `setTimeout(f,${FALLBACK_MS})})(document.documentElement)`;
