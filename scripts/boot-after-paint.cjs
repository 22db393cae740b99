'use strict';
// Plain CommonJS, loaded by scripts/server-preload.cjs before Next starts.
/**
 * Next's scripts start downloading after the first paint, on the pages every visitor gets the same (prerendered).
 *
 * Next writes its framework and page chunks as `<script src async>` tags in the head, so a phone on a slow link
 * downloads about 140 KB of script at the same time as the stylesheet the first paint waits for, and they share its
 * bandwidth: that, more than anything on the page, is why the first paint came late (the hero's
 * heading is the largest paint of every page). None of it is needed to draw the page — the HTML is complete, links are
 * plain anchors and every form posts without JavaScript — so here those tags become one inline loader that adds the
 * same `<script async>` elements once the browser reports the first contentful paint, or after `FALLBACK_MS` when none
 * comes (a tab opened in the background paints nothing; a stylesheet on a very slow link). Scripts run as they did, in the
 * order they arrive, async as before; React's and Turbopack's loaders find them in the document by their address, as
 * they find Next's tags, so nothing loads twice. The `nomodule` polyfills, JSON-LD and Next's inline data are left
 * where they are.
 *
 * Applied by response-compression.cjs to a complete prerendered HTML body, before its ETag and compression: the same
 * page always becomes the same bytes. Streamed (dynamic) pages, draft previews and the back office are left as Next
 * writes them. `next dev` does not load the preload, and a host that serves Next its own way (Vercel) sends Next's
 * tags as they are: the pages work the same, the scripts are only fetched earlier.
 */

const FALLBACK_MS = 3000;
// Exactly the tags Next writes for its chunks; anything else (a nomodule polyfill, a script of another shape) stays.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>/g;
// A page has a dozen chunks; a body with more is not one of Next's pages as this knows them, and is left alone.
const MAX_SCRIPTS = 64;

/**
 * The inline loader for these script addresses (ES5: it runs in every browser that runs the chunks). The browser's own
 * first-contentful-paint entry is the signal; a frame callback is not (Chrome can run one before a frame with content,
 * while the previous page's frame is still held on screen). Where paint timing is missing, a frame then a task.
 * Each script element is added in a task of its own: adding one starts its request, which under Lighthouse (its
 * network instrumentation records each request's initiator) took 8–16 ms of main thread per script, 52–128 ms for
 * the home page's nine in one task, a long task right after the first paint; one per task, none is long. Timers run
 * in order, so the elements are added in Next's order.
 */
function loader(sources) {
  return (
    '<script>(function(d,s){var f=0,P=window.PerformanceObserver;function l(){if(f)return;f=1;s.forEach(function(u){' +
    'setTimeout(function(){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)},0)})}' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(p,o){' +
    'if(p.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(l,0)});' +
    `setTimeout(l,${FALLBACK_MS})})(document,${JSON.stringify(sources)})</script>`
  );
}

/**
 * The page with Next's chunk tags replaced by the loader, or the same string when it has none, or is not a whole
 * document whose chunk tags are all in a shape this knows.
 */
function bootAfterPaint(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || !html.startsWith('<!DOCTYPE html>')) return html;
  const sources = [];
  for (const match of html.matchAll(CHUNK_PRELOAD)) sources.push(match[1]);
  for (const match of html.matchAll(CHUNK_SCRIPT)) sources.push(match[1]);
  const unique = [...new Set(sources)];
  if (unique.length === 0 || unique.length > MAX_SCRIPTS) return html;
  // The first chunk tag is in the head when Next wrote the page; the loader takes its place there.
  const first = html.search(CHUNK_SCRIPT);
  if (first === -1 || first > headEnd) return html;
  const rest = html.slice(first).replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  return html.slice(0, first).replace(CHUNK_PRELOAD, '') + loader(unique) + rest;
}

/** For response-compression.cjs: a prerendered HTML body, rewritten as above. */
function bootAfterPaintBody(body, contentType) {
  if (!/^\s*text\/html\b/i.test(contentType)) return body;
  const html = body.toString('utf8');
  const rewritten = bootAfterPaint(html);
  return rewritten === html ? body : Buffer.from(rewritten, 'utf8');
}

module.exports = { bootAfterPaint, bootAfterPaintBody, FALLBACK_MS };
