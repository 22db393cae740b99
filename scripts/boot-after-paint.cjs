'use strict';
// Plain CommonJS, loaded by scripts/server-preload.cjs before Next starts.
/* eslint-disable @typescript-eslint/no-require-imports */
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
 *
 * Next's inline data for hydration (the serialized component tree, `self.__next_f.push(…)` scripts) goes the same way.
 * It is two thirds of a page's compressed bytes (the home page: 12.8 of 19.2 KB in brotli), all of it downloaded before
 * the page's last byte, and only the scripts above read it. So the rewrite moves what those scripts push into one JSON
 * file, named by the SHA-256 of its content (`/_next/static/flight/<hash>.json`, immutable like a build file); after the
 * first paint the loader fetches it, pushes its entries into `self.__next_f` as the inline scripts did, and only then
 * adds Next's chunks: React finds its data where it always does before its own code starts. The document is a third
 * of what it was, so on a slow link the first paint no longer waits for a second round trip of data it does not show.
 * Should the file ever be missing (a server without the build's cache folder), the chunks are not loaded and the page
 * stays what it is without JavaScript: links and forms work, nothing hydrates half-way. The files are kept in memory
 * and in the build's cache folder (written once per version of a page, so a restarted server, or another process on
 * the same build, still has them); those no page has named for FLIGHT_KEEP_DAYS are removed.
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createBodyCache } = require('./response-compression.cjs');

const FALLBACK_MS = 3000;
// Exactly the tags Next writes for its chunks; anything else (a nomodule polyfill, a script of another shape) stays.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>/g;
// A page has a dozen chunks; a body with more is not one of Next's pages as this knows them, and is left alone.
const MAX_SCRIPTS = 64;
// Next's inline data: its first push (which creates the array) and every later one. Next escapes `<` inside the data,
// so the first `)</script>` ends the script.
const FLIGHT_SCRIPT = /<script>(\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;
const FLIGHT_PREFIX = '/_next/static/flight/';
const FLIGHT_FILE = /^[0-9a-f]{32}\.json$/;
const FLIGHT_MEMORY_BYTES = 16 * 1024 * 1024;
const FLIGHT_KEEP_DAYS = 30;

/**
 * The inline loader for these script addresses (ES5: it runs in every browser that runs the chunks). The browser's own
 * first-contentful-paint entry is the signal; a frame callback is not (Chrome can run one before a frame with content,
 * while the previous page's frame is still held on screen). Where paint timing is missing, a frame then a task.
 * Each script element is added in a task of its own: adding one starts its request, which under Lighthouse (its
 * network instrumentation records each request's initiator) took 8–16 ms of main thread per script, 52–128 ms for
 * the home page's nine in one task, a long task right after the first paint; one per task, none is long. Timers run
 * in order, so the elements are added in Next's order.
 */
function loader(sources, flight) {
  return (
    '<script>(function(d,s,r){var f=0,P=window.PerformanceObserver;function a(){s.forEach(function(u){' +
    'setTimeout(function(){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)},0)})}' +
    'function l(){if(f)return;f=1;if(!r)return a();fetch(r).then(function(x){if(!x.ok)throw x.status;return x.json()})' +
    '.then(function(j){var n=self.__next_f=self.__next_f||[];j.forEach(function(v){n.push(v)});a()}).catch(function(){})}' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(p,o){' +
    'if(p.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(l,0)});' +
    `setTimeout(l,${FALLBACK_MS})})(document,${JSON.stringify(sources)},${JSON.stringify(flight)})</script>`
  );
}

/**
 * The page with Next's chunk tags replaced by the loader and its inline data moved out: `{ html, flight }`, where
 * `flight` is `{ name, script }` (the data's file) or null. The same page when it has no chunk tags, or is not a whole
 * document whose chunk tags are all in a shape this knows.
 */
function rewritePage(html) {
  const unchanged = { html, flight: null };
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || !html.startsWith('<!DOCTYPE html>')) return unchanged;
  const sources = [];
  for (const match of html.matchAll(CHUNK_PRELOAD)) sources.push(match[1]);
  for (const match of html.matchAll(CHUNK_SCRIPT)) sources.push(match[1]);
  const unique = [...new Set(sources)];
  if (unique.length === 0 || unique.length > MAX_SCRIPTS) return unchanged;
  // The first chunk tag is in the head when Next wrote the page; the loader takes its place there.
  const first = html.search(CHUNK_SCRIPT);
  if (first === -1 || first > headEnd) return unchanged;
  let rest = html.slice(first).replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  const pushes = [...rest.matchAll(FLIGHT_SCRIPT)];
  // Only a page whose data starts with Next's first push (which creates the array the others push to).
  const flight = pushes[0]?.[1].startsWith('(self.__next_f=') ? flightFile(pushes.map((match) => match[2])) : null;
  if (flight) rest = rest.replace(FLIGHT_SCRIPT, '');
  return { html: html.slice(0, first).replace(CHUNK_PRELOAD, '') + loader(unique, flight && FLIGHT_PREFIX + flight.name) + rest, flight };
}

/**
 * What the page's scripts pushed, in their order, as one JSON array in a file named by its content; null if that is not
 * JSON (Next writes each push's argument as JSON: a number, and a string with `<` escaped).
 */
function flightFile(pushed) {
  const json = `[${pushed.join(',\n')}]`;
  try {
    JSON.parse(json);
  } catch {
    return null;
  }
  const script = Buffer.from(json, 'utf8');
  return { name: `${crypto.createHash('sha256').update(script).digest('hex').slice(0, 32)}.json`, script };
}

/** The page with its chunks fetched after the first paint and its data in a file of its own (see rewritePage). */
function bootAfterPaint(html) {
  return rewritePage(html).html;
}

/**
 * Where the data files are kept: the last FLIGHT_MEMORY_BYTES of them in memory (least recently used first out), every
 * one in `dir` (best effort: a read-only disk keeps them in memory only).
 */
function createFlightStore(dir, maxBytes = FLIGHT_MEMORY_BYTES) {
  const memory = createBodyCache(maxBytes);
  let pruned = false;
  /** Removes the files no page has named for FLIGHT_KEEP_DAYS (their time is refreshed when a page names them). */
  const prune = () => {
    const before = Date.now() - FLIGHT_KEEP_DAYS * 24 * 3600 * 1000;
    fs.readdir(dir, (error, names) => {
      if (error) return;
      for (const name of names.filter((entry) => FLIGHT_FILE.test(entry))) {
        const file = path.join(dir, name);
        fs.stat(file, (statError, stat) => {
          if (!statError && stat.mtimeMs < before) fs.rm(file, { force: true }, () => {});
        });
      }
    });
  };
  return {
    put(name, script) {
      if (!FLIGHT_FILE.test(name)) return;
      memory.set(name, script);
      const file = path.join(dir, name);
      try {
        fs.mkdirSync(dir, { recursive: true });
        if (fs.existsSync(file)) {
          const now = new Date();
          fs.utimesSync(file, now, now);
        } else {
          const partial = `${file}.${process.pid}.tmp`;
          fs.writeFileSync(partial, script);
          fs.renameSync(partial, file);
        }
      } catch {
        // Kept in memory only.
      }
      if (!pruned) {
        pruned = true;
        setImmediate(prune).unref?.();
      }
    },
    get(name) {
      if (typeof name !== 'string' || !FLIGHT_FILE.test(name)) return null;
      const kept = memory.get(name);
      if (kept) return kept;
      try {
        const script = fs.readFileSync(path.join(dir, name));
        memory.set(name, script);
        return script;
      } catch {
        return null;
      }
    },
  };
}

/** The process's store, in the cache folder of the build it serves (NEXT_DIST_DIR, as next.config.ts). */
const flightStore = createFlightStore(path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'cache', 'flight'));

/**
 * Answers `/_next/static/flight/<hash>.json` from the store (to GET and HEAD; 404 for a file it does not have, 405 for
 * any other method), and passes every other request on. Inside the compression layer, which compresses it once as a
 * build file.
 */
function withFlightScripts(listener, store = flightStore) {
  return function flightListener(req, res) {
    const url = typeof req.url === 'string' ? req.url : '';
    if (!url.startsWith(FLIGHT_PREFIX)) return listener.call(this, req, res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end('Method not allowed');
    }
    const script = store.get(url.slice(FLIGHT_PREFIX.length).split('?')[0]);
    if (!script) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end('Not found');
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Length': script.length });
    return res.end(script);
  };
}

/** For response-compression.cjs: a prerendered HTML body, rewritten as above (its data file kept in `store`). */
function bootAfterPaintBody(body, contentType, store = flightStore) {
  if (!/^\s*text\/html\b/i.test(contentType)) return body;
  const html = body.toString('utf8');
  const { html: rewritten, flight } = rewritePage(html);
  if (flight) store.put(flight.name, flight.script);
  return rewritten === html ? body : Buffer.from(rewritten, 'utf8');
}

module.exports = { bootAfterPaint, bootAfterPaintBody, rewritePage, createFlightStore, withFlightScripts, FALLBACK_MS, FLIGHT_PREFIX };
