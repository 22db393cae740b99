import { describe, expect, it } from 'vitest';
import type { ForwardingTrust } from '@/lib/access/client-id';

// Read by lib/env when the rule is first imported.
const STUDIO_TOKEN = 'studio-token-0123456789';
process.env.STUDIO_API_TOKEN = STUDIO_TOKEN;
const { isCrossSiteWrite } = await import('@/lib/access/same-origin');

const direct: ForwardingTrust = { kind: 'socket', preload: true };
const settings = { siteUrl: 'https://lumenestudio.es', trust: direct };
const write = (headers: Record<string, string>, method = 'POST', trust: ForwardingTrust = direct) =>
  isCrossSiteWrite({ method, url: new URL('http://127.0.0.1:3000/api/appointments'), headers: new Headers(headers) }, { ...settings, trust });

describe('a state-changing request from another site is refused', () => {
  it.each([
    ['a foreign Origin', { host: '127.0.0.1:3000', origin: 'https://evil.example' }],
    ['the same host on another port', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' }],
    ["a browser's cross-site fetch, whatever its Origin", { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'cross-site' }],
    ["a cross-site fetch without Origin", { host: '127.0.0.1:3000', 'sec-fetch-site': 'cross-site' }],
    ['Origin null (a sandboxed frame, a redirect from elsewhere)', { host: '127.0.0.1:3000', origin: 'null' }],
    ['a non-web Origin', { host: '127.0.0.1:3000', origin: 'chrome-extension://abc' }],
    ['X-Forwarded-Host naming the attacker while no proxy is trusted', { host: '127.0.0.1:3000', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }],
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
    ["SITE_URL's origin behind a proxy that rewrote Host", { host: '127.0.0.1:3000', origin: 'https://lumenestudio.es' }],
    ['a same-origin fetch', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }],
    ['a call without Origin (a server, curl)', { host: '127.0.0.1:3000' }],
    ["the studio's bearer token, from anywhere", { host: '127.0.0.1:3000', origin: 'https://evil.example', authorization: `Bearer ${STUDIO_TOKEN}` }],
  ])('%s', (_name, headers) => {
    expect(write(headers)).toBe(false);
  });

  it('X-Forwarded-Host when the proxies in front are trusted', () => {
    const headers = { host: '127.0.0.1:3000', origin: 'https://www.lumen.test', 'x-forwarded-host': 'www.lumen.test' };
    expect(write(headers, 'POST', { kind: 'hops', hops: 1 })).toBe(false);
    expect(write(headers)).toBe(true);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('a read (%s) from anywhere', (method) => {
    expect(write({ host: '127.0.0.1:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, method)).toBe(false);
  });

  it('a wrong bearer token is no pass', () => {
    expect(write({ host: '127.0.0.1:3000', origin: 'https://evil.example', authorization: 'Bearer nope-nope-nope-nope' })).toBe(true);
  });
});
