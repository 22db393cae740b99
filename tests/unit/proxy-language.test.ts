import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT_LANGUAGE_HEADER } from '@/lib/i18n/visitor-language';
import { signManageToken } from '@/lib/provider/embedded/manage-token';
import proxy from '@/proxy';
import { request, seedDirectoryBeforeEach } from './support/proxy';

// The store's galleries, as the proxy reads them, are tests/unit/support/proxy.ts's.
vi.mock('@/lib/provider/gallery-directory', async () => (await import('./support/proxy')).galleryDirectoryMock);
seedDirectoryBeforeEach();

describe('proxy: the language rule at the request boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a warning and sends a redirect loop to the stored language home page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await proxy(request('/es/en/it/x', { cookie: 'i18nextLng=it' }));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/it');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('sends an invented filter segment to the unfiltered gallery before it is rendered', async () => {
    const response = await proxy(request('/es/arquitectura/filter/interiores'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/es/arquitectura');
    expect((await proxy(request('/es/arquitectura/filter/retail'))).status).toBe(200);
  });

  it('sends an invented gallery segment to its grid before it is rendered, and a real one to the address its card links to', async () => {
    const response = await proxy(request('/it/turismo/gallery/atlantis'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/it/turismo');
    expect((await proxy(request('/it/turismo/gallery/laos'))).headers.get('location')).toBe(
      'http://localhost:3000/it/turismo?gallery=laos',
    );
  });

  it('redirects an unprefixed path with a temporary redirect and keeps the query', async () => {
    const response = await proxy(request('/turismo?x=1', { cookie: 'i18nextLng=en-US' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/turismo?x=1');
  });

  it('names the browser language home page for the root when nothing is stored, without a proxy rewrite', async () => {
    const response = await proxy(request('/', { acceptLanguage: 'it-IT,it;q=0.9' }));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get(`x-middleware-request-${ROOT_LANGUAGE_HEADER}`)).toBe('it');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('names the stored language before the browser one for the root', async () => {
    const response = await proxy(request('/', { acceptLanguage: 'it', cookie: 'i18nextLng=en' }));
    expect(response.headers.get(`x-middleware-request-${ROOT_LANGUAGE_HEADER}`)).toBe('en');
  });

  it('serves a localised address (/en/free-consultation) from its own route instead of rewriting it', async () => {
    const response = await proxy(request('/en/free-consultation'));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.cookies.get('i18nextLng')?.value).toBe('en');
  });

  it('stores the language of a prefixed address in the i18nextLng cookie', async () => {
    const response = await proxy(request('/it/servicios', { cookie: 'i18nextLng=es' }));
    expect(response.cookies.get('i18nextLng')?.value).toBe('it');
  });

  it.each(['/es/no-such-page', '/es/wp-login.php', '/en/.env', '/it/x.xml'])(
    'answers the unknown %s with 404 that no shared cache keeps',
    async (path) => {
      const response = await proxy(request(path));
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('cdn-cache-control')).toBe('no-store');
    },
  );

  it('answers a manage link whose token the site never signed with 404 that no shared cache keeps, in each language', async () => {
    const forged = 'Zm9yZ2VkLXRva2VuLW5vYm9keS1ib29rZWQtdGhpcw';
    for (const path of [`/es/mi-reserva/${forged}`, `/en/my-booking/${forged}`, `/it/la-mia-prenotazione/${forged}`]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('passes a signed manage link to its page, also an expired one (the page says the appointment has passed)', async () => {
    const id = '0b6c4a52-2d1e-4f6b-9a8e-3c1d2e4f5a6b';
    for (const expiresAt of [new Date(Date.now() + 86_400_000), new Date(Date.now() - 86_400_000)]) {
      const response = await proxy(request(`/en/my-booking/${signManageToken(id, expiresAt)}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('leaves a known page to its own caching', async () => {
    const response = await proxy(request('/es/arquitectura'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('does not store the language of a background request such as a prefetch', async () => {
    const response = await proxy(request('/es/servicios', { cookie: 'i18nextLng=it', dest: 'empty' }));
    expect(response.cookies.get('i18nextLng')).toBeUndefined();
  });
});
