import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const require = createRequire(import.meta.url);
type FlightStore = { put: (name: string, script: Buffer) => void; get: (name: string) => Buffer | null };
const { bootAfterPaint, bootAfterPaintBody, createFlightStore, withFlightScripts, FALLBACK_MS, FLIGHT_PREFIX } = require('../../scripts/boot-after-paint.cjs') as {
  bootAfterPaint: (html: string) => string;
  bootAfterPaintBody: (body: Buffer, contentType: string, store?: FlightStore) => Buffer;
  createFlightStore: (dir: string, maxBytes?: number) => FlightStore;
  withFlightScripts: (listener: Listener, store?: FlightStore) => Listener;
  FALLBACK_MS: number;
  FLIGHT_PREFIX: string;
};
const { withCompression } = require('../../scripts/response-compression.cjs') as {
  withCompression: (listener: Listener, cache?: unknown, options?: { transform?: (body: Buffer, type: string) => Buffer; transformCache?: unknown }) => Listener;
};

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const tag = (name: string) => `<script src="${chunk(name)}" async=""></script>`;

/** A page as Next 16 writes it: chunk tags in the head, the runtime's tag after its inline bootstrap in the body. */
const nextPage = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/fraunces.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('runtime')}"/>`,
  tag('framework'),
  tag('main-app'),
  tag('page'),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>Fotografía</title></head><body><h1>Fotografía de arquitectura</h1>',
  '<script type="application/ld+json">{"@type":"ProfessionalService"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  tag('runtime'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<footer>Lumen Estudio</footer>',
  `<script>self.__next_f.push([1,"3:[\\"$\\",\\"p\\",null,{\\"children\\":\\"${'Fotografía de arquitectura. '.repeat(50)}\\"}]\\n"])</script>`,
  // Next escapes `<` inside its data: a text with `</script>` in it cannot end the script early.
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003c/script>)\\"}]\\n"])</script>',
  '</body></html>',
].join('');

/** Next's inline data scripts, in their order. */
const DATA_SCRIPT = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*?)\)<\/script>/g;
/** What Next's scripts push, in their order, as the values they push. */
const nextData = [...nextPage.matchAll(DATA_SCRIPT)].map((match) => JSON.parse(match[1] ?? '') as unknown);

/** The chunk addresses the inline loader was given. */
function loaded(html: string): string[] {
  const match = /\(document,(\[[^\]]*\]),[^)]*\)<\/script>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as string[]) : [];
}

/** The data file the inline loader was given, or null. */
function dataFile(html: string): string | null {
  const match = /\(document,\[[^\]]*\],("[^"]*"|null)\)<\/script>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as string | null) : null;
}

describe("Next's chunk scripts fetched after the first paint", () => {
  const rewritten = bootAfterPaint(nextPage);

  it('takes every chunk tag and script preload out of the page', () => {
    expect(rewritten).not.toMatch(/<script src="[^"]*" async="">/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
  });

  it('loads each of them once, in the order Next wrote them, from one loader in the head', () => {
    expect(loaded(rewritten)).toEqual([chunk('runtime'), chunk('framework'), chunk('main-app'), chunk('page')]);
    expect(rewritten.match(/\(function\(d,s,r\)/g)).toHaveLength(1);
    expect(rewritten.indexOf('(function(d,s,r)')).toBeLessThan(rewritten.indexOf('</head>'));
    // In place of the first chunk tag: after the stylesheet and the font preload, which the first paint needs.
    expect(rewritten.indexOf('(function(d,s,r)')).toBeGreaterThan(rewritten.indexOf('rel="stylesheet"'));
  });

  it('waits for the first contentful paint, with a fallback when none comes, and adds async scripts to the head', () => {
    const script = /<script>\(function\(d,s,r\)[\s\S]*?<\/script>/.exec(rewritten)?.[0] ?? '';
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('observe({type:"paint",buffered:true})');
    // A browser without paint timing: a frame, then a task.
    expect(script).toContain('else requestAnimationFrame(function(){setTimeout(l,0)})');
    expect(script).toContain(`setTimeout(l,${FALLBACK_MS})`);
    expect(script).toContain('e.async=true;d.head.appendChild(e)');
    // One script element per task, so that starting nine requests is not one long task after the first paint.
    expect(script).toContain('s.forEach(function(u){setTimeout(function(){var e=d.createElement("script")');
    // Twice called (frame and fallback), loaded once.
    expect(script).toContain('if(f)return;f=1;');
  });

  it('moves Next’s data into one file named by its content, which runs before any chunk is added', () => {
    expect([...rewritten.matchAll(DATA_SCRIPT)]).toEqual([]);
    const file = dataFile(rewritten) ?? '';
    expect(file).toMatch(new RegExp(`^${FLIGHT_PREFIX}[0-9a-f]{32}\\.json$`));
    const store = createFlightStore(mkdtempSync(path.join(tmpdir(), 'flight-')));
    bootAfterPaintBody(Buffer.from(nextPage), 'text/html', store);
    const name = file.slice(FLIGHT_PREFIX.length);
    const script = store.get(name)?.toString() ?? '';
    // Every value pushed, in Next's order, the escaped text included; named by the first 32 hex digits of its SHA-256.
    expect(JSON.parse(script)).toEqual(nextData);
    expect(nextData).toHaveLength(4);
    expect(JSON.stringify(nextData)).toContain('</script>)');
    expect(name).toBe(`${createHash('sha256').update(script).digest('hex').slice(0, 32)}.json`);
    // The loader fetches the data, pushes it where the inline scripts did, and only then adds the chunks: should the
    // file fail, no chunk runs.
    const loaderScript = /<script>\(function\(d,s,r\)[\s\S]*?<\/script>/.exec(rewritten)?.[0] ?? '';
    expect(loaderScript).toContain('if(!r)return a();fetch(r).then(function(x){if(!x.ok)throw x.status;return x.json()})');
    expect(loaderScript).toContain('.then(function(j){var n=self.__next_f=self.__next_f||[];j.forEach(function(v){n.push(v)});a()}).catch(function(){})');
    // The same page always gives the same file.
    expect(dataFile(bootAfterPaint(nextPage))).toBe(file);
  });

  it('keeps the data in the page when it does not start with Next’s first push', () => {
    const page = nextPage.replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '');
    const kept = bootAfterPaint(page);
    expect(dataFile(kept)).toBeNull();
    expect([...kept.matchAll(DATA_SCRIPT)]).toHaveLength(3);
    expect(loaded(kept)).toHaveLength(4);
  });

  it("leaves everything else as Next wrote it: the polyfills, JSON-LD and the runtime's bootstrap", () => {
    const rest = (html: string) =>
      html
        .replace(/<script>\(function\(d,s,r\)[\s\S]*?<\/script>/, '')
        .replace(/<script src="[^"]*" async=""><\/script>/g, '')
        .replace(/<link rel="preload" as="script"[^>]*>/g, '')
        .replace(DATA_SCRIPT, '');
    expect(rest(rewritten)).toBe(rest(nextPage));
    expect(rewritten).toContain('noModule=""');
    expect(rewritten).toContain('<footer>Lumen Estudio</footer>');
  });

  it('leaves alone what is not a whole page of Next with its chunk tags in the head', () => {
    const fragment = nextPage.replace('<!DOCTYPE html>', '');
    expect(bootAfterPaint(fragment)).toBe(fragment);
    const noScripts = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Hola</p></body></html>';
    expect(bootAfterPaint(noScripts)).toBe(noScripts);
    const bodyOnly = `<!DOCTYPE html><html><head><title>x</title></head><body>${tag('page')}</body></html>`;
    expect(bootAfterPaint(bodyOnly)).toBe(bodyOnly);
    const tooMany = nextPage.replace('</head>', `${Array.from({ length: 70 }, (_, i) => tag(`extra${i}`)).join('')}</head>`);
    expect(bootAfterPaint(tooMany)).toBe(tooMany);
    // Another origin's script, or a tag of another shape, is not Next's chunk: it stays as it is.
    const foreign = nextPage.replace('</head>', '<script src="https://stats.example/s.js" async=""></script></head>');
    expect(bootAfterPaint(foreign)).toContain('<script src="https://stats.example/s.js" async=""></script>');
  });

  it('rewrites HTML bodies only', () => {
    const body = Buffer.from(nextPage);
    const store = createFlightStore(mkdtempSync(path.join(tmpdir(), 'flight-')));
    expect(bootAfterPaintBody(body, 'text/html; charset=utf-8', store).toString()).toBe(rewritten);
    expect(bootAfterPaintBody(body, 'text/x-component', store)).toBe(body);
    expect(bootAfterPaintBody(body, 'application/json', store)).toBe(body);
  });
});

describe('the data files', () => {
  const script = Buffer.from('[[0],[1,"x"]]');
  const name = `${'a'.repeat(32)}.json`;

  it('are kept on disk, so a restarted server (a new store on the same folder) still has them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flight-'));
    createFlightStore(dir).put(name, script);
    expect(readdirSync(dir)).toEqual([name]);
    expect(createFlightStore(dir).get(name)?.equals(script)).toBe(true);
  });

  it('stay within their memory budget, read back from disk when pushed out', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flight-'));
    const store = createFlightStore(dir, script.length);
    const other = `${'b'.repeat(32)}.json`;
    store.put(name, script);
    store.put(other, script);
    expect(store.get(name)?.equals(script)).toBe(true);
    expect(store.get(other)?.equals(script)).toBe(true);
  });

  it('are kept in memory where nothing can be written', () => {
    const blocked = path.join(mkdtempSync(path.join(tmpdir(), 'flight-')), 'a-file');
    writeFileSync(blocked, '');
    const store = createFlightStore(path.join(blocked, 'flight'));
    expect(() => store.put(name, script)).not.toThrow();
    expect(store.get(name)?.equals(script)).toBe(true);
  });

  it('are looked up by a name of their own shape only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flight-'));
    const store = createFlightStore(path.join(dir, 'flight'));
    writeFileSync(path.join(dir, 'secret.json'), 'no');
    for (const wrong of ['../secret.json', `${'a'.repeat(31)}.json`, `${'A'.repeat(32)}.json`, `${'a'.repeat(32)}.js`, `${'a'.repeat(32)}.json/x`, '']) {
      store.put(wrong, script);
      expect(store.get(wrong)).toBeNull();
    }
  });
});

describe('the rewrite in the server', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function serve(shared: boolean, store = createFlightStore(mkdtempSync(path.join(tmpdir(), 'flight-')))): Promise<string> {
    const listener: Listener = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (shared) res.setHeader('x-nextjs-cache', 'HIT');
      res.end(nextPage);
    };
    const transform = (body: Buffer, type: string) => bootAfterPaintBody(body, type, store);
    const server = http.createServer(withCompression(withFlightScripts(listener, store), undefined, { transform }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/es`;
  }

  it('answers the page’s data file, compressed, immutable, to GET and HEAD; nothing else under its folder', async () => {
    const url = await serve(true);
    const page = await (await fetch(url)).text();
    const file = new URL(dataFile(page) ?? '', url).href;
    const answer = await fetch(file, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-encoding')).toBe('br');
    const sent = await answer.text();
    expect(JSON.parse(sent)).toEqual(nextData);
    const head = await fetch(file, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(sent));
    const origin = new URL(url).origin;
    for (const missing of [`${FLIGHT_PREFIX}${'0'.repeat(32)}.json`, `${FLIGHT_PREFIX}..%2F..%2Fpackage.json`, `${FLIGHT_PREFIX}`]) {
      const refused = await fetch(`${origin}${missing}`);
      expect(refused.status, missing).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    const posted = await fetch(file, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a prerendered page rewritten, with its length and an ETag of the bytes sent, the same each time', async () => {
    const url = await serve(true);
    const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const text = await first.text();
    expect(text).toBe(bootAfterPaint(nextPage));
    expect(Number(first.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const second = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(await second.text()).toBe(text);
    expect(second.headers.get('etag')?.replace(/^W\//, '')).toBe(first.headers.get('etag'));
    const revalidated = await fetch(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
  });

  it('streams a page made for this request as Next wrote it', async () => {
    const url = await serve(false);
    expect(await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text()).toBe(nextPage);
  });
});
