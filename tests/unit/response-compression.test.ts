import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;
type BodyCache = { stats: { hits: number; misses: number; evictions: number }; readonly size: number };
type Transform = (body: Buffer, contentType: string) => Buffer;
type Options = { transform?: Transform; transformCache?: BodyCache };
const { withCompression, createBodyCache, createTransformCache, chooseEncoding, matchesEtag } = createRequire(import.meta.url)('../../scripts/response-compression.cjs') as {
  withCompression: (listener: Listener, cache?: BodyCache, options?: Options) => Listener;
  createBodyCache: (maxBytes?: number) => BodyCache;
  createTransformCache: (maxBytes?: number) => BodyCache;
  chooseEncoding: (header: string | undefined) => 'br' | 'gzip' | null;
  matchesEtag: (header: string | undefined, etag: string | undefined) => boolean;
};

const page = `<!doctype html><html><body>${'<p class="a long repeated class list">Fotografía de arquitectura</p>'.repeat(400)}</body></html>`;
const servers: http.Server[] = [];

async function serve(listener: Listener, cache?: BodyCache, options?: Options): Promise<string> {
  const server = http.createServer(withCompression(listener, cache, options));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; arrivals: number[] }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        const arrivals: number[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          arrivals.push(Date.now() - started);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), arrivals }));
      })
      .on('error', reject);
  });
}

/** A raw request of any method, over `agent` when given (one kept-alive connection for several requests). */
function ask(url: string, method: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

/** A prerendered page as Next answers it: headers set, then the whole body in one end(). */
const prerendered: Listener = (_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('Vary', 'rsc, next-router-state-tree');
  res.setHeader('Content-Length', Buffer.byteLength(page));
  res.end(page);
};

describe('response compression', () => {
  it('chooses brotli, else gzip, honouring q-values and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(`${'x,'.repeat(10_000)}gzip`)).toBeNull();
  });

  it('compares ETags weakly', () => {
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });

  it('compresses a prerendered page once per content and encoding, then answers it from memory', async () => {
    const cache = createBodyCache();
    const origin = await serve(prerendered, cache);
    const first = await get(origin, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(decode(first.body, 'br')).toBe(page);
    expect(first.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(cache.stats).toMatchObject({ hits: 0, misses: 1 });

    const second = await get(origin, { 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });

    const gzip = await get(origin, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip.body, 'gzip')).toBe(page);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('never answers a changed body with the old one: the cache is keyed by content, not by address', async () => {
    let version = 1;
    const origin = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end(page.replace('arquitectura', `arquitectura v${version}`));
    });
    expect(decode((await get(origin, { 'accept-encoding': 'br' })).body, 'br')).toContain('arquitectura v1');
    version = 2;
    expect(decode((await get(origin, { 'accept-encoding': 'br' })).body, 'br')).toContain('arquitectura v2');
  });

  it('names a prerendered page by its content and answers a browser that has it with 304', async () => {
    const origin = await serve(prerendered);
    const first = await get(origin, { 'accept-encoding': 'br' });
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
    const identity = await get(origin);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.etag).toBe(etag.slice(2));
    expect(identity.body.toString('utf8')).toBe(page);
    const revalidated = await get(origin, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await get(origin, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('compresses a streamed page piece by piece, flushing when the page flushes', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(page.slice(0, 5000));
      (res as http.ServerResponse & { flush?: () => void }).flush?.();
      setTimeout(() => res.end(page.slice(5000)), 300);
    });
    const answer = await get(origin, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(decode(answer.body, 'gzip')).toBe(page);
    // The first piece arrived before the page ended.
    expect(answer.arrivals[0]).toBeLessThan(250);
    expect(answer.arrivals.at(-1)).toBeGreaterThanOrEqual(290);
  });

  it('leaves alone what must not or need not be compressed', async () => {
    const cases: Array<[string, Listener]> = [
      ['image', (_req, res) => (res.setHeader('Content-Type', 'image/webp'), res.end(page))],
      ['small', (_req, res) => (res.setHeader('Content-Type', 'application/json'), res.setHeader('Content-Length', 2), res.end('{}'))],
      ['no-transform', (_req, res) => (res.setHeader('Content-Type', 'text/html'), res.setHeader('Cache-Control', 'no-transform'), res.end(page))],
      ['encoded', (_req, res) => (res.setHeader('Content-Type', 'text/html'), res.setHeader('Content-Encoding', 'identity'), res.end(page))],
      ['partial', (_req, res) => (res.writeHead(206, { 'Content-Type': 'text/plain' }), res.end(page))],
    ];
    for (const [name, listener] of cases) {
      const answer = await get(await serve(listener), { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding'] ?? 'none', name).not.toMatch(/br|gzip/);
      expect(answer.body.toString('utf8'), name).toBe(name === 'small' ? '{}' : page);
    }
  });

  it('compresses the API and headers given to writeHead, and says it varies by encoding when it does not compress', async () => {
    const json = JSON.stringify({ slots: Array.from({ length: 200 }, (_, i) => `2026-12-0${(i % 9) + 1}T10:00`) });
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(json);
    });
    const compressed = await get(origin, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(decode(compressed.body, 'gzip')).toBe(json);
    const plain = await get(origin);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString('utf8')).toBe(json);
  });

  it('transforms a shared body once per distinct content and type, answering the same bytes as transforming every time', async () => {
    // Rewrites HTML (as boot-after-paint.cjs does), gives anything else back as it is; counts its calls.
    const counted = () => {
      const calls: string[] = [];
      const transform: Transform = (body, type) => {
        calls.push(type);
        return type.startsWith('text/html') ? Buffer.from(body.toString('utf8').replaceAll('arquitectura', 'arquitectura reescrita')) : body;
      };
      return { calls, transform };
    };
    let version = 1;
    let type = 'text/html; charset=utf-8';
    const listener: Listener = (_req, res) => {
      res.setHeader('Content-Type', type);
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end(page.replace('Fotografía', `Fotografía v${version}`));
    };
    const transformCache = createTransformCache();
    const kept = counted();
    const memoised = await serve(listener, undefined, { transform: kept.transform, transformCache });
    // A cache that keeps nothing: the transform runs on every answer, as it did before it was memoised.
    const unkept = counted();
    const everyTime = await serve(listener, undefined, { transform: unkept.transform, transformCache: createTransformCache(0) });
    /** The same request to both servers: the same bytes and headers. */
    const look = async (headers: Record<string, string>) => {
      const [answer, reference] = [await get(memoised, headers), await get(everyTime, headers)];
      expect(answer.body.equals(reference.body)).toBe(true);
      for (const name of ['content-length', 'content-encoding', 'etag', 'vary']) expect(answer.headers[name], name).toEqual(reference.headers[name]);
      return answer;
    };
    const memoisedCalls = () => kept.calls.length;

    const first = await look({ 'accept-encoding': 'br' });
    expect(decode(first.body, 'br')).toBe(page.replace('Fotografía', 'Fotografía v1').replaceAll('arquitectura', 'arquitectura reescrita'));
    await look({});
    await look({ 'accept-encoding': 'gzip' });
    // Three answers of the same body, in three encodings: rewritten once.
    expect(memoisedCalls()).toBe(1);
    expect(transformCache.stats).toMatchObject({ hits: 2, misses: 1 });

    version = 2;
    expect(decode((await look({ 'accept-encoding': 'br' })).body, 'br')).toContain('Fotografía v2 de arquitectura reescrita');
    expect(memoisedCalls()).toBe(2);
    version = 1;
    await look({ 'accept-encoding': 'br' });
    expect(memoisedCalls()).toBe(2);

    // The same bytes as another type are another entry; a body given back unchanged is answered as it came.
    type = 'text/plain; charset=utf-8';
    const plain = await look({});
    expect(plain.body.toString('utf8')).toBe(page.replace('Fotografía', 'Fotografía v1'));
    await look({});
    expect(memoisedCalls()).toBe(3);
    expect(transformCache.stats).toMatchObject({ hits: 4, misses: 3 });
    expect(unkept.calls).toHaveLength(7);
  });

  describe('HEAD', () => {
    /** As Next answers: a HEAD gets the headers, with the length of its own body, and no body; records the methods it saw. */
    const nextLike = (seen: string[], body: string, shared: boolean): Listener => (req, res) => {
      seen.push(String(req.method));
      res.setHeader('Content-Type', body.startsWith('<') ? 'text/html; charset=utf-8' : 'application/javascript; charset=utf-8');
      if (shared) res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('Vary', 'rsc');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const rewrite: Transform = (body, type) => (type.startsWith('text/html') ? Buffer.from(body.toString('utf8').replace('<body>', '<body><p>reescrita</p>')) : body);
    const same = ['content-type', 'content-length', 'content-encoding', 'etag', 'vary'];

    it('answers a HEAD for a shared answer with the headers of the GET, rewritten and compressed, and no body', async () => {
      const answers: Array<[string, string]> = [['/es', page], ['/_next/static/chunks/page.js', `self.x=${JSON.stringify(page)};`]];
      for (const [path, body] of answers) {
        const seen: string[] = [];
        const origin = await serve(nextLike(seen, body, path === '/es'), undefined, { transform: rewrite });
        for (const headers of [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }, {}] as Record<string, string>[]) {
          const label = `${path} ${JSON.stringify(headers)}`;
          // HEAD first, while nothing is cached, then the GET, then HEAD again, answered from the caches.
          const before = await ask(`${origin}${path}`, 'HEAD', headers);
          const full = await ask(`${origin}${path}`, 'GET', headers);
          const after = await ask(`${origin}${path}`, 'HEAD', headers);
          expect(full.body.length, label).toBe(Number(full.headers['content-length']));
          for (const head of [before, after]) {
            expect(head.status, label).toBe(200);
            expect(head.body.length, label).toBe(0);
            for (const name of same) expect(head.headers[name], `${label} ${name}`).toEqual(full.headers[name]);
          }
          expect(full.headers.etag, label).toMatch(/"[\w-]{32}"$/);
          if (headers['accept-encoding']) expect(full.headers['content-encoding'], label).toBe(headers['accept-encoding']);
          if (path === '/es') expect(decode(full.body, full.headers['content-encoding'])).toContain('<body><p>reescrita</p>');
        }
        // Next was asked a GET each time: a HEAD would have given no body to work the answer out from.
        expect(new Set(seen)).toEqual(new Set(['GET']));
        const revalidated = await ask(`${origin}${path}`, 'HEAD', { 'accept-encoding': 'br', 'if-none-match': String((await ask(`${origin}${path}`, 'GET', { 'accept-encoding': 'br' })).headers.etag) });
        expect(revalidated.status).toBe(304);
      }
    });

    it('answers a HEAD for an answer made for the request with the headers of the streamed GET, and no body', async () => {
      const seen: string[] = [];
      const origin = await serve((req, res) => {
        seen.push(String(req.method));
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('ETag', '"dynamic"');
        res.write(page.slice(0, 5000));
        setTimeout(() => res.end(page.slice(5000)), 20);
      });
      // One kept-alive connection: the HEAD's answer must end where its headers end for the GET after it to be read right.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const head = await ask(origin, 'HEAD', { 'accept-encoding': 'br' }, agent);
        const full = await ask(origin, 'GET', { 'accept-encoding': 'br' }, agent);
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.headers['content-encoding']).toBe('br');
        expect(head.headers['content-length']).toBeUndefined();
        expect(head.headers.etag).toBe('W/"dynamic"');
        expect(head.headers.vary).toBe(full.headers.vary);
        expect(full.headers['content-encoding']).toBe('br');
        expect(full.headers['transfer-encoding']).toBe('chunked');
        expect(full.headers.etag).toBe('W/"dynamic"');
        expect(decode(full.body, 'br')).toBe(page);
        expect(seen).toEqual(['GET', 'GET']);
      } finally {
        agent.destroy();
      }
    });
  });

  it('keeps the transformed bodies within their byte budget', () => {
    type Entry = { body: Buffer | null; digest: string };
    const cache = createTransformCache(2000) as BodyCache & { get(key: string): Entry | undefined; set(key: string, value: Entry): void };
    cache.set('a', { body: Buffer.alloc(700), digest: 'a' });
    cache.set('b', { body: Buffer.alloc(700), digest: 'b' });
    expect(cache.get('a')).toBeDefined();
    cache.set('c', { body: null, digest: 'c' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(2000);
    expect(cache.get('a')?.digest).toBe('a');
    expect(cache.get('c')?.body).toBeNull();
    cache.set('huge', { body: Buffer.alloc(2000), digest: 'huge' });
    expect(cache.get('huge')).toBeUndefined();
  });

  it('keeps the cache within its byte budget, dropping the least recently used body', () => {
    const cache = createBodyCache(100) as BodyCache & { get(key: string): Buffer | undefined; set(key: string, value: Buffer): void };
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    cache.get('a');
    cache.set('c', Buffer.alloc(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(80);
    cache.set('huge', Buffer.alloc(101));
    expect(cache.get('huge')).toBeUndefined();
  });
});
