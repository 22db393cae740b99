import { isIP } from 'node:net';
import { env } from '@/lib/env';

type HeaderReader = { get(name: string): string | null };

/**
 * Whom the forwarding headers may be believed from, as Express's `trust proxy`:
 * - `socket` (the default): nobody. `next start` passes a client's own X-Forwarded-For through untouched, so the
 *   address is the TCP peer's, which `npm start` (server.mjs) writes into a private header nobody can forge.
 * - `hops`: TRUST_PROXY_HOPS proxies append to X-Forwarded-For in front of the server; the address is the hops-th
 *   entry from the right (the left part is whatever the client wrote).
 * - `vercel` (VERCEL=1): Vercel's edge sets and overwrites x-vercel-forwarded-for and x-real-ip.
 */
export type ForwardingTrust =
  { kind: 'socket'; stamped: boolean } | { kind: 'hops'; hops: number } | { kind: 'vercel' };

/** The private headers server.mjs writes (the same names are written there). */
export const CLIENT_ADDRESS_HEADER = 'x-studio-client-address';
export const CLIENT_PROTOCOL_HEADER = 'x-studio-client-protocol';
export const CLIENT_ADDRESS_MARKER = Symbol.for('studio.client-address');

/** Whether this process is served by server.mjs, which replaces any copy of those headers with the socket's own. */
export function addressStamped(): boolean {
  return Boolean((globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER]);
}

export function forwardingTrust(settings: { TRUST_PROXY_HOPS: number; VERCEL: boolean } = env): ForwardingTrust {
  if (settings.TRUST_PROXY_HOPS > 0) return { kind: 'hops', hops: settings.TRUST_PROXY_HOPS };
  if (settings.VERCEL) return { kind: 'vercel' };
  return { kind: 'socket', stamped: addressStamped() };
}

let warned = false;
/** Without server.mjs the socket address is unknown: every client shares one identity (limits stay, for all). */
function warnUnstamped(): void {
  if (warned) return;
  warned = true;
  console.warn(
    '[client-id] the server was started without server.mjs (use `npm start`): the client address is unknown, so ' +
      'every visitor shares one rate limit. Behind a proxy, set TRUST_PROXY_HOPS.',
  );
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Who is asking, for per-client rate limits. Only a valid IP address counts, and IPv6 addresses count per /64 (one
 * subscriber's network), so neither a forged header nor a rotating IPv6 address creates fresh counters.
 */
export function clientIdFrom(headers: HeaderReader, trust: ForwardingTrust = forwardingTrust()): string {
  return normalizeAddress(clientAddress(headers, trust)) ?? 'unknown';
}

function clientAddress(headers: HeaderReader, trust: ForwardingTrust): string | undefined {
  switch (trust.kind) {
    case 'hops': {
      const chain = list(headers.get('x-forwarded-for'));
      // Fewer entries than proxies: the request skipped one of them; the leftmost is then the closest to the client.
      if (chain.length) return chain[chain.length - trust.hops] ?? chain[0];
      return headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
    }
    case 'vercel':
      return list(headers.get('x-vercel-forwarded-for'))[0] ?? headers.get('x-real-ip') ?? undefined;
    case 'socket':
      if (trust.stamped) return headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
      warnUnstamped();
      return undefined;
  }
}

/**
 * Whether the visitor reached the site over HTTPS: the connection's own protocol, or what the proxies in front say
 * (X-Forwarded-Proto's first entry, written by the outermost one) when they are trusted.
 */
export function requestIsHttps(headers: HeaderReader, trust: ForwardingTrust = forwardingTrust()): boolean {
  if (trust.kind === 'socket' && trust.stamped) return headers.get(CLIENT_PROTOCOL_HEADER) === 'https';
  if (trust.kind === 'socket') return false;
  return list(headers.get('x-forwarded-proto'))[0]?.toLowerCase() === 'https';
}

function normalizeAddress(value: string | undefined): string | null {
  if (!value) return null;
  const address = value
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
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
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map(
    (group) => group.toLowerCase() || '0',
  );
}
