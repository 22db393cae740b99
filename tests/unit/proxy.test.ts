import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT_LANGUAGE_HEADER } from '@/lib/i18n/visitor-language';
import { signManageToken } from '@/lib/provider/embedded/manage-token';
import proxy, { config } from '@/proxy';

function request(path: string, init: { cookie?: string; acceptLanguage?: string; dest?: string } = {}) {
  const headers = new Headers();
  if (init.dest) headers.set('sec-fetch-dest', init.dest);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.acceptLanguage) headers.set('accept-language', init.acceptLanguage);
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

describe('proxy: the language rule at the request boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a warning and sends a redirect loop to the stored language home page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = proxy(request('/es/en/it/x', { cookie: 'i18nextLng=it' }));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/it');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('sends an invented filter segment to the unfiltered gallery before any render', () => {
    const response = proxy(request('/es/arquitectura/filter/interiores'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/es/arquitectura');
    expect(proxy(request('/es/arquitectura/filter/retail')).status).toBe(200);
  });

  it('sends an invented gallery segment to its grid before any render', () => {
    const response = proxy(request('/it/turismo/gallery/atlantis'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/it/turismo');
    expect(proxy(request('/it/turismo/gallery/laos')).status).toBe(200);
  });

  it('redirects an unprefixed path with a temporary redirect and keeps the query', () => {
    const response = proxy(request('/turismo?x=1', { cookie: 'i18nextLng=en-US' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/turismo?x=1');
  });

  it('names the browser language home page for the root when nothing is stored, without a proxy rewrite', () => {
    const response = proxy(request('/', { acceptLanguage: 'it-IT,it;q=0.9' }));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get(`x-middleware-request-${ROOT_LANGUAGE_HEADER}`)).toBe('it');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('names the stored language before the browser one for the root', () => {
    const response = proxy(request('/', { acceptLanguage: 'it', cookie: 'i18nextLng=en' }));
    expect(response.headers.get(`x-middleware-request-${ROOT_LANGUAGE_HEADER}`)).toBe('en');
  });

  it('serves a localised address (/en/free-consultation) from its own route instead of rewriting it', () => {
    const response = proxy(request('/en/free-consultation'));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.cookies.get('i18nextLng')?.value).toBe('en');
  });

  it('stores the language of a prefixed address in the i18nextLng cookie', () => {
    const response = proxy(request('/it/servicios', { cookie: 'i18nextLng=es' }));
    expect(response.cookies.get('i18nextLng')?.value).toBe('it');
  });

  it.each(['/es/no-such-page', '/es/wp-login.php', '/en/.env', '/it/x.xml'])('answers the unknown %s with 404 that no shared cache keeps', (path) => {
    const response = proxy(request(path));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cdn-cache-control')).toBe('no-store');
  });

  it('answers a manage link whose token the site never signed with 404 that no shared cache keeps, in each language', () => {
    const forged = 'Zm9yZ2VkLXRva2VuLW5vYm9keS1ib29rZWQtdGhpcw';
    for (const path of [`/es/mi-reserva/${forged}`, `/en/my-booking/${forged}`, `/it/la-mia-prenotazione/${forged}`]) {
      const response = proxy(request(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('passes a signed manage link to its page, also an expired one (the page says the appointment has passed)', () => {
    const id = '0b6c4a52-2d1e-4f6b-9a8e-3c1d2e4f5a6b';
    for (const expiresAt of [new Date(Date.now() + 86_400_000), new Date(Date.now() - 86_400_000)]) {
      const response = proxy(request(`/en/my-booking/${signManageToken(id, expiresAt)}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('leaves a known page to its own caching', () => {
    const response = proxy(request('/es/arquitectura'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('does not store the language of a background request such as a prefetch', () => {
    const response = proxy(request('/es/servicios', { cookie: 'i18nextLng=it', dest: 'empty' }));
    expect(response.cookies.get('i18nextLng')).toBeUndefined();
  });
});

describe('proxy: which addresses it sees', () => {
  const [pages = '', dottedUnderLanguage = '', api] = config.matcher;
  const runs = (path: string) => [pages, dottedUnderLanguage].some((pattern) => new RegExp(`^${pattern}$`).test(path));

  it.each(['/', '/es', '/mediakit', '/apix', '/es/arquitectura', '/api-docs', '/es/wp-login.php', '/en/.env', '/it/x.xml', '/administracion', '/cms-apis'])('handles the page %s', (path) => {
    expect(runs(path)).toBe(true);
  });

  it.each(['/api', '/api/contents', '/media/team/x.jpg', '/_next/static/a.js', '/robots.txt', '/favicon.ico', '/sitemap.xml', '/icon.svg', '/admin', '/admin/login', '/admin/collections/contents/1', '/cms-api/users/login'])('handles no page rule for %s', (path) => {
    expect(runs(path)).toBe(false);
  });

  it('sees the API for the cross-site rule only, and passes its reads straight through', () => {
    expect(api).toBe('/api/:path*');
    const response = proxy(new NextRequest('http://localhost:3000/api/contents?lang=es', { headers: { origin: 'https://evil.example' } }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('proxy: writes from another site are refused with 403', () => {
  const post = (path: string, headers: Record<string, string>) =>
    proxy(new NextRequest(new URL(path, 'http://127.0.0.1:3211'), { method: 'POST', headers: { host: '127.0.0.1:3211', ...headers }, body: '{}' }));

  it('an API call from a foreign Origin: JSON in the language asked for', async () => {
    const response = post('/api/appointments?lang=en', { origin: 'https://evil.example', 'content-type': 'text/plain' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/another website/) });
  });

  it('a server action posted to a page from a foreign Origin: text in the page\'s language, not a 500', async () => {
    const response = post('/it/consulta-gratuita', { origin: 'https://evil.example', 'next-action': 'abc' });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/altro sito web/);
  });

  it('lets the same origin through, and a server-to-server call without Origin', () => {
    expect(post('/api/contact', { origin: 'http://127.0.0.1:3211' }).headers.get('x-middleware-next')).toBe('1');
    expect(post('/api/contact', {}).headers.get('x-middleware-next')).toBe('1');
    expect(post('/es/consulta-gratuita', { origin: 'http://127.0.0.1:3211', 'next-action': 'abc' }).status).not.toBe(403);
  });
});

describe('proxy: pages in an editor’s preview (Next’s draft mode)', () => {
  it('are kept by no cache, indexed by no search engine and framed only by the back office', () => {
    for (const path of ['/es', '/en/free-consultation', '/']) {
      const response = proxy(request(path, { cookie: '__prerender_bypass=abc; i18nextLng=es' }));
      expect(response.headers.get('cache-control'), path).toContain('no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
    }
  });

  it('leave a visitor’s page as it is', () => {
    const response = proxy(request('/es', { cookie: 'i18nextLng=es' }));
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
