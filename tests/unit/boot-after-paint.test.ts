import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const require = createRequire(import.meta.url);
const { bootAfterPaint, bootAfterPaintBody, FALLBACK_MS } = require('../../scripts/boot-after-paint.cjs') as {
  bootAfterPaint: (html: string) => string;
  bootAfterPaintBody: (body: Buffer, contentType: string) => Buffer;
  FALLBACK_MS: number;
};
const { withCompression } = require('../../scripts/response-compression.cjs') as {
  withCompression: (listener: Listener, cache?: unknown, options?: { transform?: (body: Buffer, type: string) => Buffer }) => Listener;
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
  '</body></html>',
].join('');

/** The addresses the inline loader was given. */
function loaded(html: string): string[] {
  const match = /\(document,(\[[^\]]*\])\)<\/script>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as string[]) : [];
}

describe("Next's chunk scripts fetched after the first paint", () => {
  const rewritten = bootAfterPaint(nextPage);

  it('takes every chunk tag and script preload out of the page', () => {
    expect(rewritten).not.toMatch(/<script src="[^"]*" async="">/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
  });

  it('loads each of them once, in the order Next wrote them, from one loader in the head', () => {
    expect(loaded(rewritten)).toEqual([chunk('runtime'), chunk('framework'), chunk('main-app'), chunk('page')]);
    expect(rewritten.match(/\(function\(d,s\)/g)).toHaveLength(1);
    expect(rewritten.indexOf('(function(d,s)')).toBeLessThan(rewritten.indexOf('</head>'));
    // In place of the first chunk tag: after the stylesheet and the font preload, which the first paint needs.
    expect(rewritten.indexOf('(function(d,s)')).toBeGreaterThan(rewritten.indexOf('rel="stylesheet"'));
  });

  it('waits for the first contentful paint, with a fallback when none comes, and adds async scripts to the head', () => {
    const script = /<script>\(function\(d,s\)[\s\S]*?<\/script>/.exec(rewritten)?.[0] ?? '';
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

  it("leaves everything else as Next wrote it: the polyfills, JSON-LD, the runtime's bootstrap and the data", () => {
    const rest = (html: string) => html.replace(/<script>\(function\(d,s\)[\s\S]*?<\/script>/, '').replace(/<script src="[^"]*" async=""><\/script>/g, '').replace(/<link rel="preload" as="script"[^>]*>/g, '');
    expect(rest(rewritten)).toBe(rest(nextPage));
    expect(rewritten).toContain('noModule=""');
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
    expect(bootAfterPaintBody(body, 'text/html; charset=utf-8').toString()).toBe(rewritten);
    expect(bootAfterPaintBody(body, 'text/x-component')).toBe(body);
    expect(bootAfterPaintBody(body, 'application/json')).toBe(body);
  });
});

describe('the rewrite in the server', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function serve(shared: boolean): Promise<string> {
    const listener: Listener = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (shared) res.setHeader('x-nextjs-cache', 'HIT');
      res.end(nextPage);
    };
    const server = http.createServer(withCompression(listener, undefined, { transform: bootAfterPaintBody }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/es`;
  }

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
