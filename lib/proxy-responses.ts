import { NextResponse, type NextRequest } from 'next/server';

/** How the proxy shapes the responses it hands on to Next's routing. */

/**
 * A pass-through response that hands Next's routing (its rewrites, then the page) the request with the header `name`
 * set to `value`, or without it (null). Next replaces the request's headers with the ones such a response lists: a
 * header listed by next-intl's response is kept, one the client sent is dropped.
 */
export function withRequestHeader(
  response: NextResponse,
  request: NextRequest,
  name: string,
  value: string | null,
): NextResponse {
  if (!response.headers.has('x-middleware-next')) return response;
  const listed = response.headers.get('x-middleware-override-headers');
  if (listed === null && value === null && !request.headers.has(name)) return response;
  let names: string[];
  if (listed === null) {
    names = [...request.headers.keys()];
    request.headers.forEach((headerValue, key) => response.headers.set(`x-middleware-request-${key}`, headerValue));
  } else {
    names = listed.split(',').map((key) => key.trim());
  }
  names = names.filter((key) => key !== name);
  response.headers.delete(`x-middleware-request-${name}`);
  if (value !== null) {
    names.push(name);
    response.headers.set(`x-middleware-request-${name}`, value);
  }
  response.headers.set('x-middleware-override-headers', names.join(','));
  return response;
}

export const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
export const isBackOfficeApiPath = (pathname: string) => pathname === '/cms-api' || pathname.startsWith('/cms-api/');

/**
 * The back office passes through (Payload checks who is asking), but for an address that cannot be decoded
 * (/admin/%ff), which Payload's router would answer with a 500: 400 here.
 */
export function backOffice(pathname: string): NextResponse {
  if (repairedEscapes(pathname) === pathname) return NextResponse.next();
  return new NextResponse('Bad request: the address cannot be decoded.', {
    status: 400,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** The path with each segment that cannot be percent-decoded escaped as literal text ('%ff' becomes '%25ff'). */
export function repairedEscapes(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, '%25');
      }
    })
    .join('/');
}

/**
 * next-intl answers a localised address (/en/free-consultation) with a rewrite to the internal one. Next proxies such a
 * rewrite over the network when the server binds 127.0.0.1 (a redirect loop, or EPROTO behind a TLS-terminating
 * proxy: vercel/next.js#94745), so every localised address is a real route instead and the rewrite becomes a plain
 * pass-through that keeps next-intl's headers and cookies.
 */
export function withoutRewrite(response: NextResponse): NextResponse {
  return response.headers.has('x-middleware-rewrite') ? passThrough(response) : response;
}

/** A pass-through response (not a redirect) answered with another status: Next keeps it for the page it serves. */
export function withStatus(response: NextResponse, status: number): NextResponse {
  return response.headers.has('x-middleware-next') ? passThrough(response, status) : response;
}

export function passThrough(response: NextResponse, status?: number): NextResponse {
  const next = NextResponse.next(status ? { status } : undefined);
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'set-cookie') next.headers.set(key, value);
  });
  for (const cookie of response.cookies.getAll()) next.cookies.set(cookie);
  return next;
}
