'use strict';
// Plain CommonJS: Node loads it with --require before Next, with no bundler or TypeScript in between.
/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * Loaded with `node --require` before Next starts (NODE_OPTIONS in the npm scripts, the Playwright servers, load and
 * bench). Route handlers and server actions cannot see the TCP peer, so every request gets it in private headers
 * that no client can forge: any incoming copy is replaced by the socket's own address and protocol. The same wrapper
 * bounds slow clients: headers must arrive within 10 s and the whole request within 30 s (Node holds a trickled body
 * for 5 minutes by default), and keeps idle connections open for 65 s. lib/access/client-id.ts reads the headers only
 * when this marker is set. It also compresses the responses, a page that is the same for everyone once per content
 * (scripts/response-compression.cjs).
 */
const http = require('node:http');
const https = require('node:https');
const { chooseEncoding, createBodyCache, createTransformCache, withCompression } = require('./response-compression.cjs');
const { createPageCache, withPageCache } = require('./page-cache.cjs');
const { bootAfterPaintBody, withFlightScripts } = require('./boot-after-paint.cjs');

const ADDRESS_HEADER = 'x-studio-client-address';
const PROTOCOL_HEADER = 'x-studio-client-protocol';
const MARKER = Symbol.for('studio.client-address-preload');
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
// An idle kept-alive connection stays open longer than the proxy in front keeps its own (nginx's upstream keepalive_timeout
// is 60 s): with Node's 5 s, the server closes sockets the proxy or a client is about to reuse, and that request fails
// with a reset (a 502 behind nginx; ECONNRESET in an e2e request made after a few seconds of axe).
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
// Node looks for expired requests on this interval (30 s by default, which would double the limits above).
const CHECK_INTERVAL_MS = 1_000;

function stamp(listener) {
  return function stampedListener(req, res) {
    delete req.headers[ADDRESS_HEADER];
    delete req.headers[PROTOCOL_HEADER];
    // rawHeaders too: some code rebuilds the headers from it.
    for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
      const name = req.rawHeaders[i].toLowerCase();
      if (name === ADDRESS_HEADER || name === PROTOCOL_HEADER) req.rawHeaders.splice(i, 2);
    }
    const address = req.socket.remoteAddress ?? '';
    const protocol = req.socket.encrypted ? 'https' : 'http';
    req.headers[ADDRESS_HEADER] = address;
    req.headers[PROTOCOL_HEADER] = protocol;
    req.rawHeaders.push(ADDRESS_HEADER, address, PROTOCOL_HEADER, protocol);
    return listener.call(this, req, res);
  };
}

// One cache of compressed bodies, one of rewritten pages and one of finished page answers for the process, shared by
// its servers.
const bodyCache = createBodyCache();
const compressionOptions = { transform: bootAfterPaintBody, transformCache: createTransformCache() };
const pageCache = createPageCache();
// The app forgets the page answers whenever it expires cached data (lib/cache/served-pages.ts).
const PAGE_CACHE = Symbol.for('studio.page-cache');
// The language cookie proxy.ts sets (lib/i18n/locales.ts LANGUAGE_STORAGE_KEY; tests/unit/page-cache.test.ts checks they agree).
const LANGUAGE_COOKIE = 'i18nextLng';
const pageCacheOptions = {
  cache: pageCache,
  encodingOf: (req) => chooseEncoding(req.headers['accept-encoding']),
  languageCookie: LANGUAGE_COOKIE,
};

function wrap(module) {
  const original = module.createServer;
  module.createServer = function createServer(...args) {
    const listenerAt = args.findIndex((arg) => typeof arg === 'function');
    const options = listenerAt > 0 || (listenerAt === -1 && typeof args[0] === 'object') ? args[0] : {};
    const listener = listenerAt === -1 ? undefined : args[listenerAt];
    const bounded = {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CHECK_INTERVAL_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      ...options,
    };
    // Next passes its request listener here (server/lib/start-server.js); a server without one only gets the limits.
    // Its responses are compressed here (next.config.ts turns Next's own compression off): see response-compression.cjs;
    // a prerendered page's scripts and data are fetched after its first paint, the data from its own file: see
    // boot-after-paint.cjs.
    if (!listener) return original.call(this, bounded);
    return original.call(this, bounded, withPageCache(stamp(withCompression(withFlightScripts(listener), bodyCache, compressionOptions)), pageCacheOptions));
  };
}

if (!globalThis[MARKER]) {
  wrap(http);
  wrap(https);
  globalThis[MARKER] = { addressHeader: ADDRESS_HEADER, protocolHeader: PROTOCOL_HEADER };
  globalThis[PAGE_CACHE] = { clear: () => pageCache.clear(), stats: pageCache.stats, languageCookie: LANGUAGE_COOKIE };
}
