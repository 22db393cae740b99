import { describe, expect, it } from 'vitest';
import { clientIdFrom } from '@/lib/access/client-id';

const headers = (forwarded?: string, realIp?: string) => new Headers({ ...(forwarded ? { 'x-forwarded-for': forwarded } : {}), ...(realIp ? { 'x-real-ip': realIp } : {}) });

describe('client identity for rate limits (X-Forwarded-For read from the right)', () => {
  it.each([
    ['next start alone: the socket address Next filled in', '203.0.113.7', 1, '203.0.113.7'],
    ['one nginx: the address it appended, whatever the client wrote before it', '1.1.1.1, 2.2.2.2, 203.0.113.7', 1, '203.0.113.7'],
    ['a CDN in front of nginx: one more hop from the right', '9.9.9.9, 203.0.113.7, 198.51.100.1', 2, '203.0.113.7'],
    ['fewer entries than proxies: the leftmost', '203.0.113.7', 2, '203.0.113.7'],
    ['an IPv4-mapped IPv6 address is the IPv4 address', '::ffff:203.0.113.7', 1, '203.0.113.7'],
    ['IPv6 counts per /64', '2001:db8:abcd:12:1:2:3:4', 1, '2001:db8:abcd:12::/64'],
    ['compressed IPv6 in brackets', '[2001:db8::1]', 1, '2001:db8:0:0::/64'],
    ['not an address', 'hello', 1, 'unknown'],
  ])('%s', (_name, forwarded, hops, expected) => {
    expect(clientIdFrom(headers(forwarded), hops)).toBe(expected);
  });

  it('rotating the forged left part of the chain does not change the identity', () => {
    const ids = new Set(Array.from({ length: 20 }, (_, i) => clientIdFrom(headers(`10.0.0.${i}, 203.0.113.7`), 1)));
    expect([...ids]).toEqual(['203.0.113.7']);
  });

  it('rotating within one IPv6 /64 does not change the identity', () => {
    const ids = new Set(Array.from({ length: 20 }, (_, i) => clientIdFrom(headers(`2001:db8:1:2::${i.toString(16)}`), 1)));
    expect(ids.size).toBe(1);
  });

  it('falls back to X-Real-IP, then to one shared identity', () => {
    expect(clientIdFrom(headers(undefined, '198.51.100.4'), 1)).toBe('198.51.100.4');
    expect(clientIdFrom(headers(), 1)).toBe('unknown');
  });
});
