import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/locales';
import { forgetServedPages } from '@/lib/cache/served-pages';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;
type PageCache = { stats: { hits: number; misses: number; stored: number; cleared: number }; readonly size: number; clear: () => void };
const load = createRequire(import.meta.url);
const { withCompression, chooseEncoding } = load('../../scripts/response-compression.cjs') as {
  withCompression: (listener: Listener) => Listener;
  chooseEncoding: (header: string | undefined) => 'br' | 'gzip' | null;
};
const { createPageCache, withPageCache } = load('../../scripts/page-cache.cjs') as {
  createPageCache: (options?: { ttlMs?: number; maxBytes?: number; now?: () => number }) => PageCache;
  withPageCache: (listener: Listener, options: { cache: PageCache; encodingOf: (req: http.IncomingMessage) => string | null; languageCookie: string }) => Listener;
};

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

type Page = { status?: number; cache?: string | null; cacheControl?: string; cookies?: string[]; body?: string; contentType?: string };

/**
 * A server laid out as in production: the page cache outside the compression layer, outside a stand-in for Next that
 * counts the requests it really answers and sends each a body naming its version.
 */
async function serve(page: Page | ((req: http.IncomingMessage) => Page), cache = createPageCache(), gate: Promise<void> = Promise.resolve()) {
  const seen = { requests: 0, version: 1 };
  const next: Listener = async (req, res) => {
    seen.requests += 1;
    await gate;
    const { status = 200, cache: marker = 'HIT', cacheControl = 's-maxage=31536000', cookies, body, contentType = 'text/html; charset=utf-8' } = typeof page === 'function' ? page(req) : page;
    const html = body ?? `<!doctype html><html><body>${`<p>versión ${seen.version}</p>`.repeat(300)}</body></html>`;
    res.statusCode = status;
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', cacheControl);
    if (marker) res.setHeader('x-nextjs-cache', marker);
    if (cookies) res.setHeader('Set-Cookie', cookies);
    // As Next: a HEAD gets the headers alone.
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  const listener = withPageCache(withCompression(next), { cache, encodingOf: (req) => chooseEncoding(req.headers['accept-encoding']), languageCookie: LANGUAGE_STORAGE_KEY });
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, cache };
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const br = { 'accept-encoding': 'br' };

describe('page cache in front of Next', () => {
  it('answers repeated requests for a prerendered page without reaching Next, with the same bytes and headers', async () => {
    const { origin, seen } = await serve({ cookies: [`${LANGUAGE_STORAGE_KEY}=es; Path=/; Max-Age=31536000; SameSite=lax`] });
    const first = await get(`${origin}/es`, br);
    const second = await get(`${origin}/es`, br);
    expect(seen.requests).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(second.body).toString()).toContain('versión 1');
    for (const name of ['content-encoding', 'content-length', 'etag', 'cache-control', 'set-cookie', 'vary']) expect(second.headers[name]).toEqual(first.headers[name]);
    expect(second.headers.date).toBeDefined();
    // Another encoding, another language cookie or another address is another entry.
    await get(`${origin}/es`, { 'accept-encoding': 'gzip' });
    await get(`${origin}/es`, { ...br, cookie: `${LANGUAGE_STORAGE_KEY}=es` });
    await get(`${origin}/es?x=1`, br);
    expect(seen.requests).toBe(4);
  });

  it('answers a browser that has the page with 304 and a HEAD with the headers alone', async () => {
    const { origin, seen } = await serve({});
    const first = await get(`${origin}/es/servicios`, br);
    const revalidated = await get(`${origin}/es/servicios`, { ...br, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    const head = await get(`${origin}/es/servicios`, br, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
    expect(seen.requests).toBe(1);
  });

  it('answers a HEAD with the headers of the GET, whether it reaches Next or the cache', async () => {
    const { origin, seen } = await serve({});
    const first = await get(`${origin}/es/contacto`, br, 'HEAD');
    const full = await get(`${origin}/es/contacto`, br);
    const cached = await get(`${origin}/es/contacto`, br, 'HEAD');
    // A HEAD is not stored (the GET after it reached Next); the HEAD after the GET was answered from the cache.
    expect(seen.requests).toBe(2);
    expect(full.body.length).toBeGreaterThan(0);
    for (const head of [first, cached]) {
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'vary', 'cache-control']) expect(head.headers[name], name).toEqual(full.headers[name]);
    }
  });

  it('asks Next again once an entry is older than its time to live', async () => {
    let clock = 0;
    const { origin, seen } = await serve({}, createPageCache({ ttlMs: 2000, now: () => clock }));
    await get(`${origin}/it`, br);
    clock = 1999;
    await get(`${origin}/it`, br);
    expect(seen.requests).toBe(1);
    clock = 2000;
    await get(`${origin}/it`, br);
    expect(seen.requests).toBe(2);
  });

  it('forgets every page when the app expires cached data, and never stores an answer begun before that', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { origin, seen, cache } = await serve({}, createPageCache(), gate);
    const begun = get(`${origin}/en`, br);
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.clear();
    release();
    expect((await begun).status).toBe(200);
    await get(`${origin}/en`, br);
    expect(seen.requests).toBe(2);
    await get(`${origin}/en`, br);
    expect(seen.requests).toBe(2);
    cache.clear();
    await get(`${origin}/en`, br);
    expect(seen.requests).toBe(3);
  });

  it('is cleared by forgetServedPages() through the preload’s global', async () => {
    const { origin, seen, cache } = await serve({});
    const global = globalThis as { [key: symbol]: unknown };
    const key = Symbol.for('studio.page-cache');
    global[key] = { clear: () => cache.clear() };
    try {
      await get(`${origin}/es/nm-ia`, br);
      forgetServedPages();
      await get(`${origin}/es/nm-ia`, br);
      expect(seen.requests).toBe(2);
    } finally {
      delete global[key];
    }
  });

  it('never keeps an answer that is not the same for everyone', async () => {
    const cases: Page[] = [
      { cache: null },
      { body: 'x'.repeat(2000), contentType: 'text/x-component' },
      { status: 404 },
      { cacheControl: 'private, no-cache, no-store, max-age=0' },
      { cacheControl: 'no-store' },
      { cookies: ['session=abc; Path=/; HttpOnly'] },
      { cookies: [`${LANGUAGE_STORAGE_KEY}=es; Path=/`, 'other=1'] },
    ];
    for (const page of cases) {
      const { origin, seen } = await serve(page);
      await get(`${origin}/es`, br);
      await get(`${origin}/es`, br);
      expect(seen.requests, JSON.stringify(page)).toBe(2);
    }
  });

  it('never answers from the cache what depends on more than the address', async () => {
    const { origin, seen } = await serve({});
    const requests: [string, Record<string, string>, string?][] = [
      ['/', br],
      ['/?utm=1', br],
      ['/es', { ...br, rsc: '1' }],
      ['/es', { ...br, 'next-router-prefetch': '1' }],
      ['/es', { ...br, 'next-router-state-tree': '%5B%5D' }],
      ['/es', { ...br, 'next-action': 'abc' }],
      ['/es', { ...br, 'next-url': '/es/turismo' }],
      ['/es', { ...br, 'x-now-route-matches': '1' }],
      ['/es', { ...br, purpose: 'prefetch' }],
      ['/es', { ...br, range: 'bytes=0-10' }],
      ['/es', { ...br, cookie: '__prerender_bypass=1' }],
      ['/es', { ...br, cookie: `${LANGUAGE_STORAGE_KEY}=es; __next_preview_data=x` }],
      ['/api/contents', br],
      ['/_next/static/chunks/a.js', br],
      ['/media/x.webp', br],
      ['/admin', br],
      ['/cms-api/users/me', br],
      [`/es?${'q'.repeat(2000)}`, br],
      ['/es', { ...br, 'accept-language': 'es,'.repeat(200) }],
      ['/es', br, 'POST'],
    ];
    for (const [path, headers, method] of requests) {
      const before = seen.requests;
      await get(`${origin}${path}`, headers, method);
      await get(`${origin}${path}`, headers, method);
      expect(seen.requests - before, `${method ?? 'GET'} ${path} ${JSON.stringify(headers).slice(0, 80)}`).toBe(2);
    }
  });

  it('stays within its byte budget', async () => {
    const cache = createPageCache({ maxBytes: 64 * 1024 });
    const { origin } = await serve((req) => ({ body: `<!doctype html>${String(req.url).repeat(500)}` }), cache);
    for (let i = 0; i < 50; i += 1) await get(`${origin}/es?page=${i}`);
    expect(cache.size).toBeLessThanOrEqual(12);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('names the language cookie proxy.ts sets, as the preload does', () => {
    const preload = load('node:fs').readFileSync(new URL('../../scripts/server-preload.cjs', import.meta.url), 'utf8') as string;
    expect(preload).toContain(`const LANGUAGE_COOKIE = '${LANGUAGE_STORAGE_KEY}';`);
  });
});
