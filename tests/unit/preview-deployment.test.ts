import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The proxy as a server started with these settings would load it (it reads them once, at load). */
async function proxyWith(settings: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
  return (await import('@/proxy')).default;
}

const request = (path: string, host = 'localhost:3000') =>
  new NextRequest(new URL(path, `http://${host}`), { headers: { host } });

describe('the proxy on a deployment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('marks every answer of a Vercel preview deployment noindex: pages, redirects, refusals and API calls', async () => {
    const proxy = await proxyWith({
      VERCEL: '1',
      VERCEL_ENV: 'preview',
      VERCEL_URL: 'lumen-git-x.vercel.app',
      SITE_URL: undefined,
    });
    for (const path of ['/es', '/turismo', '/es/no-such-page', '/api/contents?page=home&section=hero&lang=es']) {
      expect((await proxy(request(path))).headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
  });

  it('leaves production indexable', async () => {
    const proxy = await proxyWith({
      VERCEL: '1',
      VERCEL_ENV: 'production',
      VERCEL_PROJECT_PRODUCTION_URL: 'lumenestudio.es',
      SITE_URL: undefined,
    });
    expect((await proxy(request('/es'))).headers.get('x-robots-tag')).toBeNull();
  });

  it('warns loudly, once, when a real host name is served while SITE_URL was never set', async () => {
    const proxy = await proxyWith({ SITE_URL: '', VERCEL: undefined, VERCEL_ENV: undefined, VERCEL_URL: undefined });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await proxy(request('/es'));
    expect(warn).not.toHaveBeenCalled();
    await proxy(request('/es', 'lumenestudio.es'));
    await proxy(request('/en', 'lumenestudio.es'));
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /SITE_URL is not set, but this site is being served as lumenestudio\.es.*http:\/\/localhost:3000/s,
    );
  });

  it('stays quiet under a real host name when SITE_URL is set', async () => {
    const proxy = await proxyWith({ SITE_URL: 'https://lumenestudio.es', VERCEL: undefined, VERCEL_ENV: undefined });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await proxy(request('/es', 'lumenestudio.es'));
    expect(warn).not.toHaveBeenCalled();
  });
});
