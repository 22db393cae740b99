import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';
import { seedDirectoryBeforeEach } from './support/proxy';

// The store's galleries, as the proxy reads them, are tests/unit/support/proxy.ts's.
vi.mock('@/lib/provider/gallery-directory', async () => (await import('./support/proxy')).galleryDirectoryMock);
seedDirectoryBeforeEach();

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
