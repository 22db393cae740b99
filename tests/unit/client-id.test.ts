import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  addressStamped,
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_MARKER,
  CLIENT_PROTOCOL_HEADER,
  clientIdFrom,
  forwardingTrust,
  requestIsHttps,
  type ForwardingTrust,
} from '@/lib/access/client-id';

const headers = (values: Record<string, string>) => new Headers(values);
const behind = (hops: number): ForwardingTrust => ({ kind: 'hops', hops });
const direct: ForwardingTrust = { kind: 'socket', stamped: true };
const vercel: ForwardingTrust = { kind: 'vercel' };

describe('which forwarding headers the deployment trusts', () => {
  it.each([
    [{ TRUST_PROXY_HOPS: 0, VERCEL: false }, 'socket'],
    [{ TRUST_PROXY_HOPS: 2, VERCEL: false }, 'hops'],
    [{ TRUST_PROXY_HOPS: 0, VERCEL: true }, 'vercel'],
    [{ TRUST_PROXY_HOPS: 1, VERCEL: true }, 'hops'],
  ])('%o trusts %s', (settings, kind) => {
    expect(forwardingTrust(settings).kind).toBe(kind);
  });
});

describe('client identity by default: the connection, never a header the client wrote', () => {
  it('is the socket address server.mjs wrote, whatever X-Forwarded-For and X-Real-IP say', () => {
    const ids = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientIdFrom(
          headers({
            [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
            'x-forwarded-for': `10.0.0.${i}`,
            'x-real-ip': `10.1.0.${i}`,
          }),
          direct,
        ),
      ),
    );
    expect([...ids]).toEqual(['203.0.113.7']);
  });

  it('counts an IPv4-mapped socket address as IPv4, and IPv6 per /64', () => {
    expect(clientIdFrom(headers({ [CLIENT_ADDRESS_HEADER]: '::ffff:127.0.0.1' }), direct)).toBe('127.0.0.1');
    expect(clientIdFrom(headers({ [CLIENT_ADDRESS_HEADER]: '2001:db8:abcd:12:1:2:3:4' }), direct)).toBe(
      '2001:db8:abcd:12::/64',
    );
  });

  it('without server.mjs the header may be forged, so it is ignored: one shared identity, and one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bare: ForwardingTrust = { kind: 'socket', stamped: false };
    expect(clientIdFrom(headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '10.0.0.1' }), bare)).toBe(
      'unknown',
    );
    expect(clientIdFrom(headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.8' }), bare)).toBe('unknown');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/server\.mjs/);
    warn.mockRestore();
  });
});

describe('client identity behind TRUST_PROXY_HOPS proxies (X-Forwarded-For read from the right)', () => {
  it.each([
    [
      'one nginx: the address it appended, whatever the client wrote before it',
      '1.1.1.1, 2.2.2.2, 203.0.113.7',
      1,
      '203.0.113.7',
    ],
    ['a CDN in front of nginx: one more hop from the right', '9.9.9.9, 203.0.113.7, 198.51.100.1', 2, '203.0.113.7'],
    ['fewer entries than proxies: the leftmost', '203.0.113.7', 2, '203.0.113.7'],
    ['IPv6 counts per /64', '2001:db8:abcd:12:1:2:3:4', 1, '2001:db8:abcd:12::/64'],
    ['compressed IPv6 in brackets', '[2001:db8::1]', 1, '2001:db8:0:0::/64'],
    ['not an address', 'hello', 1, 'unknown'],
  ])('%s', (_name, forwarded, hops, expected) => {
    expect(clientIdFrom(headers({ 'x-forwarded-for': forwarded }), behind(hops))).toBe(expected);
  });

  it('rotating the forged left part of the chain does not change the identity', () => {
    const ids = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientIdFrom(headers({ 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` }), behind(1)),
      ),
    );
    expect([...ids]).toEqual(['203.0.113.7']);
  });

  it('rotating within one IPv6 /64 does not change the identity', () => {
    const ids = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientIdFrom(headers({ 'x-forwarded-for': `2001:db8:1:2::${i.toString(16)}` }), behind(1)),
      ),
    );
    expect(ids.size).toBe(1);
  });

  it('a request that reached the server directly is the connection; X-Real-IP is never believed', () => {
    expect(clientIdFrom(headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4', 'x-real-ip': '10.0.0.1' }), behind(1))).toBe(
      '198.51.100.4',
    );
    expect(clientIdFrom(headers({ 'x-real-ip': '10.0.0.1' }), behind(1))).toBe('unknown');
  });
});

describe('client identity on Vercel: the headers its edge sets and overwrites', () => {
  it('reads x-vercel-forwarded-for, else x-real-ip, and never the X-Forwarded-For chain a client could extend', () => {
    expect(
      clientIdFrom(
        headers({ 'x-vercel-forwarded-for': '203.0.113.9', 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }),
        vercel,
      ),
    ).toBe('203.0.113.9');
    expect(clientIdFrom(headers({ 'x-real-ip': '203.0.113.10' }), vercel)).toBe('203.0.113.10');
    expect(clientIdFrom(headers({ 'x-forwarded-for': '10.0.0.1' }), vercel)).toBe('unknown');
  });
});

describe('whether the visitor came over HTTPS', () => {
  it("by default is the connection's protocol; a forged X-Forwarded-Proto changes nothing", () => {
    expect(requestIsHttps(headers({ [CLIENT_PROTOCOL_HEADER]: 'https' }), direct)).toBe(true);
    expect(requestIsHttps(headers({ [CLIENT_PROTOCOL_HEADER]: 'http', 'x-forwarded-proto': 'https' }), direct)).toBe(
      false,
    );
    expect(requestIsHttps(headers({ [CLIENT_PROTOCOL_HEADER]: 'https' }), { kind: 'socket', stamped: false })).toBe(
      false,
    );
  });

  it('behind trusted proxies is what the outermost one wrote in X-Forwarded-Proto', () => {
    expect(requestIsHttps(headers({ 'x-forwarded-proto': 'https' }), behind(1))).toBe(true);
    expect(requestIsHttps(headers({ 'x-forwarded-proto': 'https, http' }), behind(2))).toBe(true);
    expect(requestIsHttps(headers({ 'x-forwarded-proto': 'http' }), behind(1))).toBe(false);
    expect(requestIsHttps(headers({ 'x-forwarded-proto': 'https' }), vercel)).toBe(true);
  });
});

describe('server.mjs and the app agree on the private header names', () => {
  it('scripts/stamped-server.mjs writes the headers client-id.ts reads, under the marker it reads', async () => {
    const stamped = await import('../../scripts/stamped-server.mjs');
    expect([stamped.ADDRESS_HEADER, stamped.PROTOCOL_HEADER]).toEqual([CLIENT_ADDRESS_HEADER, CLIENT_PROTOCOL_HEADER]);
    expect(stamped.MARKER).toBe(CLIENT_ADDRESS_MARKER);
  });

  it('its server replaces a forged copy with the connection, bounds slow clients, and leaves the answer alone', async () => {
    const { createStampedServer } = await import('../../scripts/stamped-server.mjs');
    const server = createStampedServer(async (req, res) => {
      res.end(JSON.stringify([req.headers[CLIENT_ADDRESS_HEADER], req.headers[CLIENT_PROTOCOL_HEADER]]));
    });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([10_000, 30_000, 65_000]);
    expect(addressStamped()).toBe(true);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const seen = await new Promise<string>((resolve, reject) => {
      request(
        { port, host: '127.0.0.1', headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6', [CLIENT_PROTOCOL_HEADER]: 'https' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      )
        .on('error', reject)
        .end();
    });
    await new Promise((resolve) => server.close(resolve));
    expect(JSON.parse(seen)).toEqual(['127.0.0.1', 'http']);
  });
});
