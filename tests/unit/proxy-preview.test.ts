import { describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';
import { request, seedDirectoryBeforeEach } from './support/proxy';

// The store's galleries, as the proxy reads them, are tests/unit/support/proxy.ts's.
vi.mock('@/lib/provider/gallery-directory', async () => (await import('./support/proxy')).galleryDirectoryMock);
seedDirectoryBeforeEach();

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
