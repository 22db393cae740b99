import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSharedCache, sharedCacheHandler } from '@/lib/cache/shared-cache-handler.mjs';
import { startRedis, type TestRedis } from '@/tests/support/redis';

/* Two instances of the site, as two connections with their own state, sharing one real Redis. */

type State = ReturnType<typeof connectSharedCache>;
const ctx = { serverDistDir: '/nonexistent/server', revalidatedTags: [] };
const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const pageCtx = { kind: 'APP_PAGE', isFallback: false };
const setCtx = { cacheControl: { revalidate: 300, expire: 31536000 } };

async function until(check: () => Promise<boolean>, ms = 1_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

let redis: TestRedis;
const states: State[] = [];

function instance() {
  const state = connectSharedCache(redis.url);
  states.push(state);
  const Handler = sharedCacheHandler(() => state);
  return { state, handler: () => new Handler(ctx) };
}

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const state of states) state.close();
  await redis.dispose();
});

describe('the shared cache handler', () => {
  it('serves one instance’s page from another, RSC payload and segments intact', async () => {
    const a = instance();
    const b = instance();
    await until(async () => a.state.ready && b.state.ready);
    await a.handler().set('/es', page('<p>hola</p>', 'contents,cms:home:es'), setCtx);
    const entry = await b.handler().get('/es', pageCtx);
    expect(entry?.value.html).toBe('<p>hola</p>');
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
    expect(entry?.value.rscData.toString()).toBe('rsc of <p>hola</p>');
    expect(entry?.value.segmentData.get('/_index').toString()).toBe('segment');
    expect(entry?.cacheControl).toEqual(setCtx.cacheControl);
  });

  it('expires a tag on every instance within a second, and for an instance started later', async () => {
    const a = instance();
    const b = instance();
    await until(async () => a.state.ready && b.state.ready);
    await a.handler().set('/en', page('<p>hello</p>', 'contents,cms:home:en'), setCtx);
    expect(await b.handler().get('/en', pageCtx)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler().revalidateTag(['cms:home:en']);
    await until(async () => (await b.handler().get('/en', pageCtx)) === null);

    const c = instance();
    await until(async () => c.state.ready);
    expect(await c.handler().get('/en', pageCtx)).toBeNull();
    // Stored again after the expiry, the page is served again.
    await b.handler().set('/en', page('<p>hello again</p>', 'contents,cms:home:en'), setCtx);
    expect((await a.handler().get('/en', pageCtx))?.value.html).toBe('<p>hello again</p>');
  });

  it('marks an entry stale under a profile, and expires an unstable_cache read by its tags', async () => {
    const a = instance();
    const b = instance();
    await until(async () => a.state.ready && b.state.ready);
    await a.handler().set('/it', page('<p>ciao</p>', 'cms:home:it'), setCtx);
    const read = { kind: 'FETCH', data: { headers: {}, body: '[1]', status: 200 }, revalidate: false, tags: [] };
    await a.handler().set('read-key', read, { fetchCache: true, tags: ['schedule'] });
    const fetchCtx = { kind: 'FETCH', tags: ['schedule'], softTags: [] };
    expect((await b.handler().get('read-key', fetchCtx))?.value.data.body).toBe('[1]');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler().revalidateTag('cms:home:it', { expire: 3600 });
    await a.handler().revalidateTag('schedule');
    await until(async () => (await b.handler().get('/it', pageCtx))?.lastModified === -1);
    await until(async () => (await b.handler().get('read-key', fetchCtx)) === null);
  });

  it('never serves another build’s entry', async () => {
    const a = instance();
    await until(async () => a.state.ready);
    const Handler = sharedCacheHandler(() => a.state);
    const build = (id: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
      writeFileSync(path.join(dir, 'BUILD_ID'), id);
      return new Handler({ ...ctx, serverDistDir: path.join(dir, 'server') });
    };
    await build('one').set('/es/contacto', page('<p>build one</p>', 'x'), setCtx);
    expect((await build('one').get('/es/contacto', pageCtx))?.value.html).toBe('<p>build one</p>');
    a.state.local.clear();
    expect(await build('two').get('/es/contacto', pageCtx)).toBeNull();
  });

  it('sends an expiry a stalled Redis did not take once it answers again, without a reconnection', async () => {
    const a = instance();
    const b = instance();
    await until(async () => a.state.ready && b.state.ready);
    await a.handler().set('/es/stall', page('<p>stall</p>', 'cms:stall:es'), setCtx);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const paused = spawnSync('redis-cli', ['-u', redis.url, 'client', 'pause', '1500', 'ALL']);
    expect(paused.stdout.toString().trim()).toBe('OK');
    const started = Date.now();
    await a.handler().revalidateTag('cms:stall:es');
    // It waited at most the command timeout, and the expiry holds here at once.
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(await a.handler().get('/es/stall', pageCtx)).toBeNull();
    await until(async () => (b.state.tags.get('cms:stall:es')?.expired ?? -1) > 0, 5_000);
    expect(await b.handler().get('/es/stall', pageCtx)).toBeNull();
  });

  it('keeps serving while Redis is down, and hands its expiries on once Redis is back', async () => {
    const a = instance();
    const b = instance();
    await until(async () => a.state.ready && b.state.ready);
    await a.handler().set('/es/blog', page('<p>blog</p>', 'cms:blog:es'), setCtx);
    await a.handler().set('/es/faq', page('<p>faq</p>', 'cms:faq:es'), setCtx);
    await redis.stop();
    await until(async () => !a.state.ready, 3_000);

    // What this process held is served; a write and an expiry neither throw nor wait.
    expect((await a.handler().get('/es/blog', pageCtx))?.value.html).toBe('<p>blog</p>');
    await a.handler().set('/es/precios', page('<p>precios</p>', 'cms:pricing:es'), setCtx);
    const started = Date.now();
    await a.handler().revalidateTag(['cms:faq:es']);
    expect(Date.now() - started).toBeLessThan(100);
    expect(await a.handler().get('/es/faq', pageCtx)).toBeNull();

    // Redis restarts empty: the expiry made meanwhile reaches the others.
    await redis.start();
    await until(async () => a.state.ready && b.state.ready, 5_000);
    const c = instance();
    await until(async () => c.state.ready && c.state.tags.has('cms:faq:es'), 3_000);
    await until(async () => b.state.tags.has('cms:faq:es'), 3_000);
  });
});
