'use strict';
// Plain CommonJS, loaded by scripts/server-preload.cjs before Next starts.
/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * The server's response compression, in place of Next's own (next.config.ts sets `compress: false`).
 *
 * Next compresses every response again for every request: the home page's HTML went through gzip a few hundred times
 * a second under load, for the same bytes each time. Here a body that is the same for every visitor — a prerendered
 * page (Next marks it with `x-nextjs-cache`) or a build file under /_next/static/ — is compressed once per distinct
 * content and encoding, and then answered from memory, as a CDN or nginx's gzip_static would. The cache is keyed by
 * the body's SHA-256, not by its address, so it can never answer a page with another page's bytes, nor with a version
 * an on-demand revalidation has replaced: Next stays the one that decides what the body is, for each request.
 * Everything else compressible (dynamic pages, the API's JSON, the back office) is compressed as it streams, with a
 * flush whenever Next flushes, so streamed pages keep arriving in pieces.
 *
 * Brotli when the browser accepts it, else gzip; nothing below 1 KB, nothing already encoded, nothing marked
 * `no-transform`, no partial (206) or empty (204, 304) answer, and only text-like types. A compressed answer's ETag
 * becomes weak (it names the uncompressed bytes), and `Vary: Accept-Encoding` goes on every compressible answer.
 *
 * A HEAD gets the headers the GET would get. Next answers HEAD with the original body's length and no body, and what
 * is sent for a shared answer (rewritten, compressed, its ETag) can only be known from the body: so Next is asked a GET
 * (it runs the same code for both, a route handler's GET included; only the body differs), the answer is worked out as
 * for a GET, and Node, which knows the request was a HEAD, sends the headers alone. An answer made for the request
 * (streamed) gets the headers of a streamed GET (encoding, weak ETag, no length), and nothing is compressed.
 */
const crypto = require('node:crypto');
const zlib = require('node:zlib');

// Where the page cache (scripts/page-cache.cjs) asks to see a shared answer as it leaves.
const CAPTURE = Symbol.for('studio.page-cache.capture');

const MIN_BYTES = 1024;
// A body bigger than this is never held in memory whole: it is compressed as it streams.
const BODY_MAX_BYTES = 4 * 1024 * 1024;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
// The transformed bodies (scripts/boot-after-paint.cjs): a few dozen pages of ~100 KB each.
const TRANSFORM_CACHE_MAX_BYTES = 16 * 1024 * 1024;
// What an entry of the transform cache costs besides the body it holds: its key (a digest and a content type), the
// body's digest and the objects around them. An entry whose body the transform left alone holds this alone.
const TRANSFORM_ENTRY_BYTES = 256;
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/[a-z0-9.+-]+|application\/(?:json|javascript|x-javascript|ecmascript|xml|xhtml\+xml|rss\+xml|atom\+xml|manifest\+json|ld\+json|geo\+json|x-ndjson|problem\+json|wasm)|image\/svg\+xml|image\/x-icon|font\/(?:ttf|otf))\s*(?:;|$)/i;
// Compressed once and kept: the best ratio that still takes milliseconds. Compressed per request: fast settings.
const CACHED = { br: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 }, gzip: { level: 9 } };
const STREAMED = { br: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 }, gzip: { level: 6 } };

/** `br`, `gzip` or null from an Accept-Encoding header (q-values honoured; `*` stands for any coding not named). */
function chooseEncoding(header) {
  if (typeof header !== 'string' || header.length === 0) return null;
  const quality = new Map();
  // A header has a handful of codings; a longer one is cut rather than parsed at length.
  for (const part of header.slice(0, 512).split(',', 16)) {
    const [name, ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter);
      if (match) q = Number(match[1]);
    }
    quality.set(coding, q);
  }
  const of = (coding) => quality.get(coding) ?? quality.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return null;
}

const byteLength = (value) => value.length;

/**
 * A byte-bounded least-recently-used store of compressed bodies; `sizeOf` tells what a value costs, for a store of
 * values that are not plain buffers (createTransformCache).
 */
function createBodyCache(maxBytes = CACHE_MAX_BYTES, sizeOf = byteLength) {
  const entries = new Map();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, evictions: 0 };
  return {
    stats,
    get size() {
      return bytes;
    },
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      if (sizeOf(value) > maxBytes) return;
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        bytes -= sizeOf(previous);
      }
      entries.set(key, value);
      bytes += sizeOf(value);
      for (const [oldest, body] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(body);
        stats.evictions += 1;
      }
    },
  };
}

/**
 * The results of a body transform, keyed by the original body's SHA-256 and content type: `{ body, digest }`, the
 * transformed bytes and their digest, or `{ body: null, digest }` when the transform gave the body back unchanged.
 * Byte-bounded and least-recently-used like the compressed bodies; one per transform.
 */
function createTransformCache(maxBytes = TRANSFORM_CACHE_MAX_BYTES) {
  return createBodyCache(maxBytes, (entry) => TRANSFORM_ENTRY_BYTES + (entry.body ? entry.body.length : 0));
}

const digestOf = (body) => crypto.createHash('sha256').update(body).digest('base64url');

function addVary(res, field) {
  const current = res.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...values, field].join(', '));
}

function weakenEtag(res) {
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) res.setHeader('ETag', `W/${etag}`);
}

/** The headers of an answer sent in `encoding`: the coding, and an ETag that now names the content weakly. */
function markEncoded(res, encoding) {
  res.setHeader('Content-Encoding', encoding);
  weakenEtag(res);
}

/** The headers of an answer compressed as it streams: as markEncoded, and no length (it is not known in advance). */
function markStreamed(res, encoding) {
  res.removeHeader('content-length');
  markEncoded(res, encoding);
}

/** If-None-Match against an ETag, compared weakly (RFC 9110 §13.1.2): `W/"x"` and `"x"` name the same content. */
function matchesEtag(header, etag) {
  if (typeof header !== 'string' || typeof etag !== 'string') return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header
    .slice(0, 4096)
    .split(',', 64)
    .some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

/** Node's write/end signatures: (chunk?, encoding?, callback?). */
function writeArguments(args) {
  const [chunk, encoding, callback] = args;
  if (typeof chunk === 'function') return { chunk: undefined, encoding: undefined, callback: chunk };
  if (typeof encoding === 'function') return { chunk, encoding: undefined, callback: encoding };
  return { chunk, encoding, callback };
}

function compressAsync(body, encoding) {
  return new Promise((resolve, reject) => {
    const done = (error, result) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, { params: CACHED.br }, done);
    else zlib.gzip(body, CACHED.gzip, done);
  });
}

/**
 * Wraps a request listener so that its responses are compressed as described above. `cache` is shared by all
 * requests of the process (a fresh one per call by default, for tests). `transform(body, contentType)`, when given,
 * rewrites a shared body once it is complete, before its ETag and compression (scripts/boot-after-paint.cjs); it must
 * give the same bytes for the same body and type, so it runs once per distinct body: its results are kept in
 * `transformCache` (createTransformCache; shared by the process as `cache` is, and given one transform only).
 */
function withCompression(listener, cache = createBodyCache(), { transform, transformCache = createTransformCache() } = {}) {
  /**
   * A complete shared body as it is to be answered, and its digest. The transform's rewrite of the home page is three
   * regular-expression passes over ~115 KB (1–2 ms), for the same bytes on every request: it is looked up by the
   * digest of the original body, which a body the transform leaves alone (a build file) needs anyway for its ETag.
   */
  function prepare(whole, contentType) {
    const digest = digestOf(whole);
    if (!transform) return { body: whole, digest };
    const key = `${digest}\n${contentType}`;
    let entry = transformCache.get(key);
    if (entry) {
      transformCache.stats.hits += 1;
    } else {
      transformCache.stats.misses += 1;
      const body = transform(whole, contentType);
      entry = body === whole || body.equals(whole) ? { body: null, digest } : { body, digest: digestOf(body) };
      transformCache.set(key, entry);
    }
    return entry.body ? entry : { body: whole, digest };
  }

  return function compressingListener(req, res) {
    // Node decided when the request came in that this answer has no body (res._hasBody): it drops whatever is written.
    const head = req.method === 'HEAD';
    if (head) req.method = 'GET';
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const url = typeof req.url === 'string' ? req.url : '';
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, on: res.on };
    let mode; // undefined until the headers are final, then 'pass' | 'buffer' | 'stream'
    let pendingHead; // buffer mode: the writeHead call held back until the body is known
    let chunks = [];
    let buffered = 0;
    let stream;

    const restore = () => {
      res.writeHead = original.writeHead;
      res.write = original.write;
      res.end = original.end;
    };

    function decide() {
      const status = res.statusCode;
      const type = String(res.getHeader('content-type') ?? '');
      const compressible =
        COMPRESSIBLE_TYPE.test(type) &&
        !res.getHeader('content-encoding') &&
        !/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? '')) &&
        status >= 200 &&
        status !== 204 &&
        status !== 206 &&
        status !== 304;
      if (!compressible) return 'pass';
      addVary(res, 'Accept-Encoding');
      const declared = Number(res.getHeader('content-length'));
      const shared = res.getHeader('x-nextjs-cache') !== undefined || url.startsWith('/_next/static/');
      if (status === 200 && shared && !(declared > BODY_MAX_BYTES)) return 'buffer';
      if (!encoding || (Number.isFinite(declared) && declared < MIN_BYTES)) return 'pass';
      return 'stream';
    }

    function settle() {
      if (mode !== undefined) return mode;
      mode = decide();
      // A streamed answer to a HEAD: the headers its GET gets (no length, the encoding, a weak ETag), without
      // compressing a body only for Node to drop it.
      if (head && mode === 'stream') {
        markStreamed(res, encoding);
        mode = 'pass';
      }
      if (mode === 'pass') restore();
      if (mode === 'stream') startStream();
      return mode;
    }

    function startStream() {
      stream = encoding === 'br' ? zlib.createBrotliCompress({ params: STREAMED.br }) : zlib.createGzip(STREAMED.gzip);
      markStreamed(res, encoding);
      stream.on('data', (data) => {
        if (original.write.call(res, data) === false) stream.pause();
      });
      stream.on('drain', () => res.emit('drain'));
      original.on.call(res, 'drain', () => stream.resume());
      stream.on('error', () => res.destroy());
      res.once('close', () => {
        if (!res.writableFinished) stream.destroy();
      });
      // Next flushes after each piece of a streamed page; the piece then leaves compressed at once.
      res.flush = () => stream.flush();
    }

    /** Buffer mode, when the body is complete: answer it compressed, from the cache when it has been seen before. */
    function finish(callback) {
      const whole = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
      chunks = [];
      const { body, digest } = prepare(whole, String(res.getHeader('content-type') ?? ''));
      const statusLine = pendingHead ?? [res.statusCode];
      const send = (compressed) => {
        restore();
        const out = compressed && compressed.length < body.length ? compressed : body;
        if (out === compressed) {
          markEncoded(res, encoding);
        }
        res.setHeader('Content-Length', out.length);
        res[CAPTURE]?.(res.statusCode, res.getHeaders(), out);
        original.writeHead.apply(res, statusLine);
        original.end.call(res, head ? null : out, callback);
      };
      // Next computes no ETag for pages (next.config.ts `generateEtags: false`: its hash, over the whole page in
      // JavaScript for every request, cost more than the rest of serving one): the digest names the body instead, and
      // a browser that has it gets a 304.
      if (!res.getHeader('etag')) res.setHeader('ETag', `"${digest.slice(0, 32)}"`);
      if (matchesEtag(req.headers['if-none-match'], res.getHeader('etag'))) return notModified(callback);
      if (!encoding || body.length < MIN_BYTES) return send(null);
      const key = `${encoding}:${digest}`;
      const cached = cache.get(key);
      if (cached) {
        cache.stats.hits += 1;
        return send(cached);
      }
      cache.stats.misses += 1;
      compressAsync(body, encoding).then(
        (compressed) => {
          cache.set(key, compressed);
          if (!res.destroyed) send(compressed);
        },
        () => {
          if (!res.destroyed) send(null);
        },
      );
    }

    function notModified(callback) {
      restore();
      for (const name of ['content-length', 'content-type', 'content-encoding']) res.removeHeader(name);
      original.writeHead.call(res, 304);
      original.end.call(res, callback);
    }

    /** Buffer mode, past BODY_MAX_BYTES: what is held goes out as it is, the rest follows uncompressed. */
    function giveUpBuffering() {
      mode = 'pass';
      restore();
      original.writeHead.apply(res, pendingHead ?? [res.statusCode]);
      const held = Buffer.concat(chunks, buffered);
      chunks = [];
      return original.write.call(res, held);
    }

    res.writeHead = function writeHead(statusCode, ...rest) {
      // writeHead(status, [message], [headers]): the headers become part of the response before deciding.
      const headers = rest.find((argument) => typeof argument === 'object' && argument !== null);
      const message = typeof rest[0] === 'string' ? rest[0] : undefined;
      res.statusCode = statusCode;
      if (Array.isArray(headers)) {
        const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((value, i) => (i % 2 === 0 ? [[value, headers[i + 1]]] : []));
        for (const [name, value] of pairs) res.setHeader(name, value);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      }
      if (message !== undefined) res.statusMessage = message;
      const decided = settle();
      if (decided === 'buffer') {
        pendingHead = message === undefined ? [statusCode] : [statusCode, message];
        return res;
      }
      return original.writeHead.call(res, statusCode, ...(message === undefined ? [] : [message]));
    };

    res.write = function write(...args) {
      const decided = settle();
      if (decided === 'pass') return original.write.apply(res, args);
      const { chunk, encoding: chunkEncoding, callback } = writeArguments(args);
      if (decided === 'stream') return stream.write(toBuffer(chunk, chunkEncoding), callback);
      const data = toBuffer(chunk, chunkEncoding);
      chunks.push(data);
      buffered += data.length;
      if (buffered > BODY_MAX_BYTES) return giveUpBuffering();
      if (callback) process.nextTick(callback);
      return true;
    };

    res.end = function end(...args) {
      const decided = settle();
      if (decided === 'pass') return original.end.apply(res, args);
      const { chunk, encoding: chunkEncoding, callback } = writeArguments(args);
      if (decided === 'stream') {
        if (chunk !== undefined && chunk !== null) stream.write(toBuffer(chunk, chunkEncoding));
        stream.once('end', () => original.end.call(res, callback));
        stream.end();
        return res;
      }
      if (chunk !== undefined && chunk !== null) {
        const data = toBuffer(chunk, chunkEncoding);
        chunks.push(data);
        buffered += data.length;
      }
      if (buffered > BODY_MAX_BYTES) {
        giveUpBuffering();
        return original.end.call(res, callback);
      }
      finish(callback);
      return res;
    };

    return listener.call(this, req, res);
  };
}

module.exports = { CAPTURE, withCompression, createBodyCache, createTransformCache, chooseEncoding, matchesEtag, BODY_MAX_BYTES, MIN_BYTES };
