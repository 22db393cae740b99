'use strict';
// Plain CommonJS, loaded by scripts/server-preload.cjs before Next starts.
/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * A short-lived cache of finished page answers in front of Next, as nginx's proxy_cache or a CDN would keep them.
 *
 * A prerendered page is the same bytes for every visitor, yet each request for it still went through Next's proxy
 * (proxy.ts), its router and its cache lookup before the compression layer answered it from memory: under load the
 * home page served a quarter of the requests a second of a bare Next page. Here the answer Next gave for a page that
 * is the same for everyone is kept for a second or two, keyed by everything the answer depends on, and repeated
 * requests get it without reaching Next at all. Next stays the one that decides every page: an entry lives
 * `ttlMs`, and the app forgets every entry the moment it expires cached data (lib/cache/served-pages.ts, called with
 * each revalidateTag), so an edit shows on the next look as before.
 *
 * What is kept: a 200 answer to GET that Next marked as prerendered (`x-nextjs-cache`), that no shared cache is told
 * to skip (`private`, `no-store`, `no-cache`) and that sets no cookie but the language one (which depends only on the
 * address and the request's own language cookie, both in the key). What is never looked up: any other method, the
 * root address (it answers in the stored or the browser's language), the router's background requests (`rsc`,
 * `next-router-*`, `next-action`), a range, a browser in draft mode (its pages are rendered for it alone), and the
 * API, the back office, the build files and the media routes (they have their own caching). Every part of the key is
 * bounded; a request with a longer address or header is simply not cached.
 */

const { CAPTURE, matchesEtag } = require('./response-compression.cjs');

const DEFAULT_TTL_MS = 2_000;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const MAX_URL = 1024;
const MAX_HEADER = 256;
// The router's requests and Next's own request markers (a client has no reason to send them; a request that does gets
// whatever Next makes of it, never kept), and ranges.
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'purpose',
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'x-now-route-matches',
  'x-matched-path',
  'range',
];
const UNCACHED_PREFIXES = ['/_next/', '/api/', '/cms-api', '/admin', '/media/'];
const DRAFT_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
// Headers that belong to one connection or one moment, not to the page.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'age']);

const patterns = new Map();

/** A cookie's value from a Cookie header (the first 16 characters: a language code is 2). */
function cookieValue(header, name) {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`);
    patterns.set(name, pattern);
  }
  const match = pattern.exec(header);
  return match ? match[1].slice(0, 16) : '';
}

function single(value) {
  return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';
}

/** The cache key of a request, or null when this request is never answered from the cache. */
function keyOf(req, encoding, languageCookie) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url;
  if (typeof url !== 'string' || url.length > MAX_URL || url === '/' || url.startsWith('/?') || !url.startsWith('/')) return null;
  if (UNCACHED_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  const headers = req.headers;
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookie = single(headers.cookie);
  if (DRAFT_COOKIES.test(cookie)) return null;
  const host = single(headers.host);
  const language = single(headers['accept-language']);
  if (host.length > MAX_HEADER || language.length > MAX_HEADER) return null;
  // proxy.ts stores the address's language only for a page the browser opens (no Sec-Fetch-Dest, or `document`).
  const dest = single(headers['sec-fetch-dest']);
  const document = dest === '' || dest === 'document' ? 'd' : 'o';
  return [host, url, encoding ?? '', cookieValue(cookie, languageCookie), language, document].join('\n');
}

/** Whether a finished answer may be repeated to every request with the same key: an HTML page only. */
function shareable(status, headers, languageCookie) {
  if (status !== 200 || headers['x-nextjs-cache'] === undefined) return false;
  if (!single(headers['content-type']).startsWith('text/html')) return false;
  if (/\b(?:private|no-store|no-cache)\b/i.test(single(headers['cache-control']))) return false;
  const cookies = headers['set-cookie'];
  if (cookies === undefined) return true;
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  return list.every((cookie) => cookie.startsWith(`${languageCookie}=`));
}

function createPageCache({ ttlMs = DEFAULT_TTL_MS, maxBytes = DEFAULT_MAX_BYTES, now = Date.now } = {}) {
  const entries = new Map();
  let bytes = 0;
  // Bumped by clear(): an answer Next began before the data changed is not stored after it.
  let generation = 0;
  const stats = { hits: 0, misses: 0, stored: 0, cleared: 0 };

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  return {
    stats,
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, entry, since) {
      if (since !== generation || entry.body.length > maxBytes / 4) return;
      remove(key);
      entries.set(key, { ...entry, expires: now() + ttlMs });
      bytes += entry.body.length;
      stats.stored += 1;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.body.length;
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
      stats.cleared += 1;
    },
  };
}

function answer(req, res, entry) {
  const etag = single(entry.headers.etag);
  if (etag && matchesEtag(req.headers['if-none-match'], etag)) {
    const kept = {};
    for (const name of ['etag', 'cache-control', 'vary', 'content-location', 'expires']) {
      if (entry.headers[name] !== undefined) kept[name] = entry.headers[name];
    }
    res.writeHead(304, kept);
    res.end();
    return;
  }
  res.writeHead(200, entry.headers);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/**
 * Wraps the request listener (outside the compression layer, which hands each finished shared answer to `CAPTURE`).
 * `encodingOf(req)` names the coding the compression layer will choose, part of the key.
 */
function withPageCache(listener, { cache, encodingOf, languageCookie }) {
  return function pageCachingListener(req, res) {
    const key = keyOf(req, encodingOf(req), languageCookie);
    if (key === null) return listener.call(this, req, res);
    const entry = cache.get(key);
    if (entry) {
      cache.stats.hits += 1;
      return answer(req, res, entry);
    }
    cache.stats.misses += 1;
    if (req.method === 'GET') {
      const since = cache.generation;
      res[CAPTURE] = (status, headers, body) => {
        if (!shareable(status, headers, languageCookie)) return;
        const kept = {};
        for (const [name, value] of Object.entries(headers)) if (!HOP_HEADERS.has(name)) kept[name] = value;
        cache.set(key, { headers: kept, body }, since);
      };
    }
    return listener.call(this, req, res);
  };
}

module.exports = { CAPTURE, createPageCache, withPageCache, keyOf, shareable, DEFAULT_TTL_MS };
