import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENED_GALLERY_HEADER } from '@/lib/domain/gallery-filter';
import { ROOT_LANGUAGE_HEADER } from '@/lib/i18n/visitor-language';
import { signManageToken } from '@/lib/provider/embedded/manage-token';
import type { GalleryDirectory } from '@/lib/provider/gallery-directory';
import proxy, { config } from '@/proxy';

// The store's galleries as the proxy reads them (lib/provider/gallery-directory.ts has its own tests); null:
// unreadable.
const store = vi.hoisted(() => ({ directory: null as GalleryDirectory | null, reads: 0 }));
vi.mock('@/lib/provider/gallery-directory', () => ({
  galleryDirectory: async () => {
    store.reads += 1;
    return store.directory;
  },
}));
const seeded = (): GalleryDirectory => ({
  ids: {
    arquitectura: ['atico-ruzafa-valencia-casas', 'boutique-privada-retail'],
    publicidad: ['orxata-blanca-verano-publicidad'],
    turismo: ['laos', 'cambodia'],
  },
  protectedIds: new Set(['boutique-privada-retail']),
});
beforeEach(() => {
  store.directory = seeded();
  store.reads = 0;
});

function request(
  path: string,
  init: { cookie?: string; acceptLanguage?: string; dest?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.dest) headers.set('sec-fetch-dest', init.dest);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.acceptLanguage) headers.set('accept-language', init.acceptLanguage);
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

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

/** The gallery the request Next routes on names for the rewrites (galleryRewrites), or null. */
function openedGallery(response: Response): string | null {
  const listed = (response.headers.get('x-middleware-override-headers') ?? '').split(',');
  return listed.includes(OPENED_GALLERY_HEADER)
    ? response.headers.get(`x-middleware-request-${OPENED_GALLERY_HEADER}`)
    : null;
}

describe('proxy: a gallery’s own address opens it without JavaScript when the store holds it', () => {
  it('names a gallery of the store for the rewrite to its segment, on each grid page', async () => {
    for (const [path, id] of [
      ['/es/arquitectura?gallery=atico-ruzafa-valencia-casas', 'atico-ruzafa-valencia-casas'],
      ['/en/publicidad?gallery=orxata-blanca-verano-publicidad', 'orxata-blanca-verano-publicidad'],
      ['/it/turismo?gallery=laos&image=3', 'laos'],
    ] as const) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(200);
      expect(openedGallery(response), path).toBe(id);
      // next-intl's own request header is kept beside it.
      expect(response.headers.get('x-middleware-override-headers'), path).toContain('x-next-intl-locale');
    }
  });

  it('opens a gallery added in the back office after the build, once the store holds it', async () => {
    expect(openedGallery(await proxy(request('/en/turismo?gallery=ruta-nueva')))).toBeNull();
    expect((await proxy(request('/en/turismo/gallery/ruta-nueva'))).headers.get('location')).toBe(
      'http://localhost:3000/en/turismo',
    );
    store.directory = { ...seeded(), ids: { ...seeded().ids, turismo: ['laos', 'cambodia', 'ruta-nueva'] } };
    expect(openedGallery(await proxy(request('/en/turismo?gallery=ruta-nueva')))).toBe('ruta-nueva');
    expect((await proxy(request('/en/turismo/gallery/ruta-nueva'))).headers.get('location')).toBe(
      'http://localhost:3000/en/turismo?gallery=ruta-nueva',
    );
  });

  it('leaves a made-up id, another page’s gallery and a filtered grid to the grid itself', async () => {
    for (const path of [
      '/es/turismo?gallery=made-up-gallery',
      '/es/turismo?gallery=atico-ruzafa-valencia-casas',
      '/es/arquitectura?filter=casas&gallery=atico-ruzafa-valencia-casas',
      '/es/servicios?gallery=laos',
    ]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(200);
      expect(openedGallery(response), path).toBeNull();
    }
  });

  it('drops the header when a client sends it: only the proxy names a gallery', async () => {
    for (const path of [
      '/es/turismo?gallery=made-up-gallery',
      '/es/turismo',
      '/es/turismo?gallery=Not%20an%20id',
      '/es/servicios',
      '/',
    ]) {
      const response = await proxy(request(path, { headers: { [OPENED_GALLERY_HEADER]: 'made-up-gallery' } }));
      expect(openedGallery(response), path).toBeNull();
      expect(response.headers.get('x-middleware-override-headers'), path).not.toBeNull();
      expect(response.headers.get(`x-middleware-request-${OPENED_GALLERY_HEADER}`), path).toBeNull();
    }
    const response = await proxy(
      request('/es/turismo?gallery=laos', { headers: { [OPENED_GALLERY_HEADER]: 'made-up-gallery' } }),
    );
    expect(openedGallery(response)).toBe('laos');
  });

  it('never asks the store about an id of another shape, whatever the address', async () => {
    const long = 'a'.repeat(101);
    for (const path of [
      '/es/turismo?gallery=Not%20an%20id',
      `/es/turismo?gallery=${long}`,
      '/es/turismo?gallery=',
      '/es/turismo/gallery/Bad_Id',
      `/es/turismo/gallery/${long}`,
      '/es/turismo/gallery',
      '/es/turismo',
    ]) {
      const response = await proxy(request(path));
      expect(openedGallery(response), path).toBeNull();
    }
    expect(store.reads).toBe(0);
    expect((await proxy(request('/es/turismo/gallery/Bad_Id'))).headers.get('location')).toBe(
      'http://localhost:3000/es/turismo',
    );
  });

  it('while the store cannot be read, every gallery address gets the grid (never an error) and is kept out of search engines', async () => {
    store.directory = null;
    const opened = await proxy(request('/it/turismo?gallery=laos'));
    expect(opened.status).toBe(200);
    expect(openedGallery(opened)).toBeNull();
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const segment = await proxy(request('/it/turismo/gallery/laos'));
    expect(segment.status).toBe(307);
    expect(segment.headers.get('location')).toBe('http://localhost:3000/it/turismo');
  });

  it('keeps a protected gallery’s addresses out of search engines, and no other', async () => {
    for (const path of [
      '/es/arquitectura?gallery=boutique-privada-retail',
      '/es/arquitectura?filter=retail&gallery=boutique-privada-retail',
      '/es?gallery=boutique-privada-retail',
    ]) {
      expect((await proxy(request(path))).headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    for (const path of [
      '/es/arquitectura?gallery=atico-ruzafa-valencia-casas',
      '/es/arquitectura?gallery=Not%20an%20id',
      '/es/arquitectura',
    ]) {
      expect((await proxy(request(path))).headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});

describe('proxy: which addresses it sees', () => {
  const [pages = '', dottedUnderLanguage = '', dottedFirstSegment = '', api] = config.matcher;
  const runs = (path: string) =>
    [pages, dottedUnderLanguage, dottedFirstSegment].some((pattern) => new RegExp(`^${pattern}$`).test(path));

  it.each([
    '/',
    '/es',
    '/mediakit',
    '/apix',
    '/es/arquitectura',
    '/api-docs',
    '/es/wp-login.php',
    '/en/.env',
    '/it/x.xml',
    '/administracion',
    '/cms-apis',
    '/x.txt/legal-notice',
    '/a.b/c/d',
  ])('handles the page %s', (path) => {
    expect(runs(path)).toBe(true);
  });

  // A single file name at the root is Next's (next.config.ts: the file, else the global 404 page); so is /.well-known/.
  it.each([
    '/api',
    '/api/contents',
    '/media/team/x.jpg',
    '/_next/static/a.js',
    '/robots.txt',
    '/favicon.ico',
    '/sitemap.xml',
    '/icon.svg',
    '/wp-login.php',
    '/.well-known/security.txt',
    '/admin',
    '/admin/login',
    '/admin/collections/contents/1',
    '/cms-api/users/login',
  ])('handles no page rule for %s', (path) => {
    expect(runs(path)).toBe(false);
  });

  it('sees the API for the cross-site rule only, and passes its reads straight through', async () => {
    expect(api).toBe('/api/:path*');
    const response = await proxy(
      new NextRequest('http://localhost:3000/api/contents?lang=es', { headers: { origin: 'https://evil.example' } }),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('proxy: writes from another site are refused with 403', () => {
  const post = (path: string, headers: Record<string, string>) =>
    proxy(
      new NextRequest(new URL(path, 'http://127.0.0.1:3211'), {
        method: 'POST',
        headers: { host: '127.0.0.1:3211', ...headers },
        body: '{}',
      }),
    );

  it('an API call from a foreign Origin: JSON in the language asked for', async () => {
    const response = await post('/api/appointments?lang=en', {
      origin: 'https://evil.example',
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/another website/) });
  });

  it("a server action posted to a page from a foreign Origin: text in the page's language, not a 500", async () => {
    const response = await post('/it/consulta-gratuita', { origin: 'https://evil.example', 'next-action': 'abc' });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/altro sito web/);
  });

  it('lets the same origin through, and a server-to-server call without Origin', async () => {
    expect((await post('/api/contact', { origin: 'http://127.0.0.1:3211' })).headers.get('x-middleware-next')).toBe(
      '1',
    );
    expect((await post('/api/contact', {})).headers.get('x-middleware-next')).toBe('1');
    expect(
      (await post('/es/consulta-gratuita', { origin: 'http://127.0.0.1:3211', 'next-action': 'abc' })).status,
    ).not.toBe(403);
  });
});

describe('proxy: pages in an editor’s preview (Next’s draft mode)', async () => {
  const { signedStaffToken: session } = await import('../support/staff-token');
  const editor = session({ collection: 'users', role: 'editor', exp: Math.floor(Date.now() / 1000) + 3600 });

  it('are kept by no cache, indexed by no search engine and framed only by the back office', async () => {
    for (const path of ['/es', '/en/free-consultation', '/']) {
      const response = await proxy(
        request(path, { cookie: `__prerender_bypass=abc; payload-token=${editor}; i18nextLng=es` }),
      );
      expect(response.headers.get('cache-control'), path).toContain('no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
    }
  });

  it('without a back-office session: sent to the same address without the draft cookie', async () => {
    const expired = session({ collection: 'users', role: 'editor', exp: Math.floor(Date.now() / 1000) - 1 });
    for (const cookie of [
      '__prerender_bypass=abc',
      `__prerender_bypass=abc; payload-token=${expired}`,
      '__prerender_bypass=abc; payload-token=x.y.z',
    ]) {
      const response = await proxy(request('/es/servicios?x=1', { cookie }));
      expect(response.status, cookie).toBe(307);
      expect(
        new URL(response.headers.get('location') ?? '').pathname +
          new URL(response.headers.get('location') ?? '').search,
      ).toBe('/es/servicios?x=1');
      expect(response.headers.get('set-cookie')).toMatch(/^__prerender_bypass=; Path=\/; Max-Age=0;.*HttpOnly/i);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('leave a visitor’s page as it is', async () => {
    const response = await proxy(request('/es', { cookie: 'i18nextLng=es' }));
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
