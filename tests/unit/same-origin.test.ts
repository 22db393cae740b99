import { describe, expect, it } from 'vitest';
import type { ForwardingTrust } from '@/lib/access/client-id';

// Read by lib/env when the rule is first imported.
const STUDIO_TOKEN = 'studio-token-0123456789';
process.env.STUDIO_API_TOKEN = STUDIO_TOKEN;
const { isCrossSiteWrite, isUnreadableActionBody, pageWriteRefusal, requestRefusal, PAGE_WRITE_MAX_BYTES } =
  await import('@/lib/access/same-origin');

const direct: ForwardingTrust = { kind: 'socket', stamped: true };
const settings = { siteUrl: 'https://lumenestudio.es', trust: direct };
const write = (headers: Record<string, string>, method = 'POST', trust: ForwardingTrust = direct) =>
  isCrossSiteWrite(
    { method, url: new URL('http://127.0.0.1:3000/api/appointments'), headers: new Headers(headers) },
    { ...settings, trust },
  );

describe('a state-changing request from another site is refused', () => {
  it.each([
    ['a foreign Origin', { host: '127.0.0.1:3000', origin: 'https://evil.example' }],
    ['the same host on another port', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' }],
    [
      "a browser's cross-site fetch, whatever its Origin",
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'cross-site' },
    ],
    ['a cross-site fetch without Origin', { host: '127.0.0.1:3000', 'sec-fetch-site': 'cross-site' }],
    ['Origin null (a sandboxed frame, a redirect from elsewhere)', { host: '127.0.0.1:3000', origin: 'null' }],
    ['a non-web Origin', { host: '127.0.0.1:3000', origin: 'chrome-extension://abc' }],
    [
      'X-Forwarded-Host naming the attacker while no proxy is trusted',
      { host: '127.0.0.1:3000', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ],
  ])('%s', (_name, headers) => {
    expect(write(headers)).toBe(true);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('%s as well as POST', (method) => {
    expect(write({ host: '127.0.0.1:3000', origin: 'https://evil.example' }, method)).toBe(true);
  });
});

describe('what passes', () => {
  it.each([
    ['the host the request was sent to', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }],
    ['localhost with its port', { host: 'localhost:3001', origin: 'http://localhost:3001' }],
    [
      "SITE_URL's origin behind a proxy that rewrote Host",
      { host: '127.0.0.1:3000', origin: 'https://lumenestudio.es' },
    ],
    [
      'a same-origin fetch',
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['a call without Origin (a server, curl)', { host: '127.0.0.1:3000' }],
    [
      "the studio's bearer token, from anywhere",
      { host: '127.0.0.1:3000', origin: 'https://evil.example', authorization: `Bearer ${STUDIO_TOKEN}` },
    ],
  ])('%s', (_name, headers) => {
    expect(write(headers)).toBe(false);
  });

  it('X-Forwarded-Host when the proxies in front are trusted', () => {
    const headers = { host: '127.0.0.1:3000', origin: 'https://www.lumen.test', 'x-forwarded-host': 'www.lumen.test' };
    expect(write(headers, 'POST', { kind: 'hops', hops: 1 })).toBe(false);
    expect(write(headers)).toBe(true);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('a read (%s) from anywhere', (method) => {
    expect(
      write({ host: '127.0.0.1:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, method),
    ).toBe(false);
  });

  it('a wrong bearer token is no pass', () => {
    expect(
      write({ host: '127.0.0.1:3000', origin: 'https://evil.example', authorization: 'Bearer nope-nope-nope-nope' }),
    ).toBe(true);
  });
});

describe('a form posted to a page is refused before Next reads it when it is too large or has no length', () => {
  const post = (headers: Record<string, string>, method = 'POST') =>
    pageWriteRefusal({
      method,
      url: new URL('http://127.0.0.1:3000/es/consulta-gratuita'),
      headers: new Headers(headers),
    });

  it.each([
    ['one byte over the limit', { 'content-length': String(PAGE_WRITE_MAX_BYTES + 1) }, 413],
    ['a length that is not a number', { 'content-length': '12abc' }, 413],
    ['an empty length', { 'content-length': ' ' }, 413],
    ['a length past any safe integer', { 'content-length': '99999999999999999999' }, 413],
    ['a body sent in chunks without a length', { 'transfer-encoding': 'chunked' }, 411],
  ] as const)('%s: %i', (_name, headers, status) => {
    expect(post(headers)).toBe(status);
  });

  it.each([
    ['a form of the limit exactly', { 'content-length': String(PAGE_WRITE_MAX_BYTES) }, 'POST'],
    ['a small form', { 'content-length': '2048' }, 'POST'],
    ['a POST without a body', {}, 'POST'],
    ['a read, whatever it declares', { 'content-length': String(PAGE_WRITE_MAX_BYTES * 10) }, 'GET'],
  ] as const)('passes: %s', (_name, headers, method) => {
    expect(post(headers, method)).toBeNull();
  });

  it("answers in the page's language, else the browser's, as JSON for the API", async () => {
    const refusal = (path: string, headers: Record<string, string> = {}) =>
      requestRefusal(
        { method: 'POST', url: new URL(`http://127.0.0.1:3000${path}`), headers: new Headers(headers) },
        413,
        'formTooLarge',
      );
    expect(await refusal('/it/contatti').text()).toBe(
      'Il modulo è troppo grande per essere inviato (al massimo 1 MB).',
    );
    expect(await refusal('/admin/appointments', { 'accept-language': 'en-GB,en;q=0.8' }).text()).toBe(
      'The form is too large to be sent (1 MB at most).',
    );
    expect(await refusal('/admin/appointments').text()).toBe(
      'El formulario es demasiado grande para enviarlo (1 MB como máximo).',
    );
    const api = refusal('/api/contact?lang=en');
    expect(api.status).toBe(413);
    expect(await api.json()).toMatchObject({
      success: false,
      error: 'The form is too large to be sent (1 MB at most).',
    });
  });
});

describe('a server action whose body Next could not read is refused (Next answered 500)', () => {
  const action = (type: string, body: BodyInit, headers: Record<string, string> = { 'next-action': 'a'.repeat(42) }) =>
    new Request('http://127.0.0.1:3000/es/consulta-gratuita', {
      method: 'POST',
      headers: { 'content-type': type, ...headers },
      body,
    });
  const form = new FormData();
  form.set('name', 'Ana');

  it.each([
    ['text that is not JSON', action('text/plain;charset=UTF-8', 'garbage')],
    ['a multipart body that is not one', action('multipart/form-data; boundary=XX', 'garbage')],
  ])('%s', async (_, request) => {
    expect(await isUnreadableActionBody(request)).toBe(true);
  });

  it.each([
    ['a JSON call, as the page sends one', action('text/plain;charset=UTF-8', '["$K1",{"name":"Ana"}]')],
    ['any JSON (the action decides what it takes)', action('text/plain;charset=UTF-8', '{"a":1}')],
    ['a form posted without JavaScript', action('application/x-www-form-urlencoded', 'name=Ana')],
    [
      'a multipart form',
      new Request('http://127.0.0.1:3000/es', {
        method: 'POST',
        headers: { 'next-action': 'a'.repeat(42) },
        body: form,
      }),
    ],
    ['a post that is no server action', action('text/plain', 'garbage', {})],
  ])('passes %s, and leaves its body to be read', async (_, request) => {
    expect(await isUnreadableActionBody(request)).toBe(false);
    expect(request.bodyUsed).toBe(false);
  });
});
