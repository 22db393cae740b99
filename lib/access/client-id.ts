import { isIP } from 'node:net';
import { env } from '@/lib/env';

type HeaderReader = { get(name: string): string | null };

/**
 * Who is asking, for per-client rate limits. X-Forwarded-For is a chain each proxy appends to, and its left part is
 * whatever the client wrote, so the address is read from the right: the `hops`-th entry from the end, where `hops`
 * is the number of proxies in front of the server (TRUST_PROXY_HOPS, default 1):
 * - `next start` alone: Next fills the header with the socket address (1);
 * - Vercel: its edge sets the header to the client address (1);
 * - one nginx with `proxy_add_x_forwarded_for`: it appends the address it saw (1); a CDN in front of nginx: 2.
 * Only a valid IP address counts, and IPv6 addresses count per /64 (one subscriber's network), so neither a forged
 * header nor a rotating IPv6 address creates fresh counters.
 */
export function clientIdFrom(headers: HeaderReader, hops: number = env.TRUST_PROXY_HOPS): string {
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  // Fewer entries than proxies: the request skipped one of them; the leftmost is then the closest to the client.
  const candidate = chain.length ? (chain[chain.length - hops] ?? chain[0]) : headers.get('x-real-ip')?.trim();
  return normalizeAddress(candidate) ?? 'unknown';
}

function normalizeAddress(value: string | undefined): string | null {
  if (!value) return null;
  const address = value.replace(/^\[|\]$/g, '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) => group.toLowerCase() || '0');
}
