import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy, { config } from '@/proxy';
import { seedDirectoryBeforeEach } from './support/proxy';

// The store's galleries, as the proxy reads them, are tests/unit/support/proxy.ts's.
vi.mock('@/lib/provider/gallery-directory', async () => (await import('./support/proxy')).galleryDirectoryMock);
seedDirectoryBeforeEach();

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
