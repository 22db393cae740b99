import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import { setTestEnvironment } from './support/environment';

/*
 * The preview's entry and exit (app/api/preview): only a signed-in owner or editor enters Next's draft mode, only for
 * one of the site's own pages; everyone else gets 401 and loses any draft-mode cookie; the exit always leaves it.
 * Draft mode itself lives in a running Next server (its cookie is signed with the build's id): here next/headers'
 * draftMode records what the route asked of it, as a server would do it. The e2e (back-office-preview.spec.ts) runs
 * the same routes in the real server.
 */
setTestEnvironment();

const draft = { enabled: false, calls: [] as string[] };
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return draft.enabled;
    },
    enable: () => {
      draft.enabled = true;
      draft.calls.push('enable');
    },
    disable: () => {
      draft.enabled = false;
      draft.calls.push('disable');
    },
  }),
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));

const entry = await import('@/app/api/preview/route');
const exit = await import('@/app/api/preview/exit/route');

const stamp = Date.now().toString(36);
const password = `Una-clave-larga-${stamp}`;
let payload: Payload;
const tokens: Record<'owner' | 'editor', string> = { owner: '', editor: '' };

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
  for (const role of ['owner', 'editor'] as const) {
    const email = `preview-route-${role}-${stamp}@lumen.test`;
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role } as never });
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token ?? '';
  }
});

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
});

beforeEach(() => {
  draft.enabled = false;
  draft.calls.length = 0;
});

const open = (path: string, headers: Record<string, string> = {}) =>
  entry.GET(new Request(`http://localhost:3000/api/preview?path=${encodeURIComponent(path)}`, { headers }));

function expectPrivate(response: Response) {
  expect(response.headers.get('cache-control')).toContain('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
}

describe('GET /api/preview', () => {
  it.each(['owner', 'editor'] as const)(
    'turns draft mode on for a signed-in %s and sends them to the page',
    async (role) => {
      const response = await open('/en/free-consultation', { cookie: `payload-token=${tokens[role]}` });
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe('/en/free-consultation');
      expect(draft.calls).toEqual(['enable']);
      expectPrivate(response);
    },
  );

  it('also takes the session from an Authorization header (Payload’s JWT scheme)', async () => {
    const response = await open('/it', { authorization: `JWT ${tokens.editor}` });
    expect(response.status).toBe(307);
    expect(draft.calls).toEqual(['enable']);
  });

  it('refuses a visitor with 401 in the page’s language, offers the sign-in and the published page, and clears draft mode', async () => {
    const visitors: Record<string, string>[] = [
      {},
      { cookie: '__prerender_bypass=stale-or-stolen' },
      { cookie: 'payload-token=not-a-token' },
      { cookie: `payload-token=${tokens.editor.slice(0, -4)}AAAA` },
    ];
    for (const headers of visitors) {
      draft.calls.length = 0;
      const response = await open('/it/servicios', headers);
      expect(response.status).toBe(401);
      expect(draft.calls).toEqual(['disable']);
      expectPrivate(response);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      const html = await response.text();
      expect(html).toContain('<html lang="it">');
      expect(html).toContain('Anteprima riservata allo studio');
      expect(html).toContain(
        `href="/admin/login?redirect=${encodeURIComponent('/api/preview?path=%2Fit%2Fservicios')}"`,
      );
      expect(html).toContain('href="/it/servicios"');
    }
  });

  it('refuses with 400 anything but one of the site’s own pages, whoever asks, and never touches draft mode', async () => {
    const cookie = `payload-token=${tokens.owner}`;
    for (const path of [
      'https://evil.example/es',
      '//evil.example',
      '/\\evil.example',
      '/admin',
      '/api/health',
      '/es?x=1',
      '/es/mi-reserva/abc',
      '/es/nope',
      'x'.repeat(5000),
    ]) {
      const response = await open(path, { cookie });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expectPrivate(response);
    }
    const missing = await entry.GET(new Request('http://localhost:3000/api/preview', { headers: { cookie } }));
    expect(missing.status).toBe(400);
    expect(draft.calls).toEqual([]);
  });
});

describe('GET /api/preview/exit', () => {
  const leave = (query: string, headers: Record<string, string> = {}) =>
    exit.GET(new Request(`http://localhost:3000/api/preview/exit${query}`, { headers }));

  it('turns draft mode off and returns to the page the exit link was on', async () => {
    draft.enabled = true;
    const response = await leave('?lang=en', { referer: 'http://localhost:3000/en/turismo', host: 'localhost:3000' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/turismo');
    expect(draft.calls).toEqual(['disable']);
    expectPrivate(response);
  });

  it('returns to the page asked for, else the home page of the language, never to another site', async () => {
    expect((await leave('?path=%2Fit%2Fnm-ia')).headers.get('location')).toBe('/it/nm-ia');
    expect(
      (await leave('?lang=it', { referer: 'https://evil.example/it/turismo', host: 'localhost:3000' })).headers.get(
        'location',
      ),
    ).toBe('/it');
    expect((await leave('?path=https%3A%2F%2Fevil.example')).headers.get('location')).toBe('/es');
    expect(draft.calls).toEqual(['disable', 'disable', 'disable']);
  });
});

describe('isStaffSessionToken (the proxy’s gate on draft mode)', async () => {
  const { isStaffSessionToken } = await import('@/lib/access/staff-session');
  const { signedStaffToken: signed } = await import('../support/staff-token');
  const { createHmac } = await import('node:crypto');
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;

  it.each(['owner', 'editor'] as const)('accepts the session Payload signed for an %s until it expires', (role) => {
    expect(isStaffSessionToken(tokens[role])).toBe(true);
    expect(isStaffSessionToken(tokens[role], Date.now() + 9 * 60 * 60 * 1000)).toBe(false);
  });

  it('refuses a missing, malformed, re-signed or tampered token', () => {
    const [header, body, signature] = tokens.editor.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const elsewhere = createHmac('sha256', 'another-secret').update(`${header}.${body}`).digest('base64url');
    const promoted = `${header}.${part({ ...claims, role: 'owner' })}.${signature}`;
    for (const token of [
      undefined,
      '',
      'x',
      'a.b',
      'a.b.c.d',
      `${header}.${body}.${elsewhere}`,
      promoted,
      `${'a'.repeat(5000)}.b.c`,
    ]) {
      expect(isStaffSessionToken(token), String(token).slice(0, 40)).toBe(false);
    }
  });

  it('refuses a well-signed token without a staff role, of another collection, or without an expiry', () => {
    expect(isStaffSessionToken(signed({ collection: 'users', role: 'editor', exp }))).toBe(true);
    expect(isStaffSessionToken(signed({ collection: 'users', exp }))).toBe(false);
    expect(isStaffSessionToken(signed({ collection: 'users', role: 'visitor', exp }))).toBe(false);
    expect(isStaffSessionToken(signed({ collection: 'customers', role: 'owner', exp }))).toBe(false);
    expect(isStaffSessionToken(signed({ collection: 'users', role: 'owner' }))).toBe(false);
  });
});
