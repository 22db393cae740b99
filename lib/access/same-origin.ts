import { NextResponse } from 'next/server';
import { BACK_OFFICE_WRITE_MAX_BYTES } from '@/lib/constants';
import { env } from '@/lib/env';
import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from '@/lib/i18n/locales';
import { errorMessages } from '@/lib/provider/messages';
import { refusedApiMethod } from '@/lib/api/route-methods';
import { forwardingTrust, type ForwardingTrust } from './client-id';
import { isStudioAuthorized } from './studio-token';

type HeaderReader = { get(name: string): string | null };

export interface RequestLine {
  method: string;
  /** The address as requested: its path tells an API call from a page (a server action posts to its page). */
  url: URL;
  headers: HeaderReader;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The provider API's addresses (not /apix or /api-docs, which are pages). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Whether a state-changing request (any method but GET, HEAD, OPTIONS) comes from another site: a form or script
 * there could otherwise book or write in a visitor's name. A browser says where a request comes from (Origin,
 * Sec-Fetch-Site); it is refused when the Origin's host is none of the hosts this site is served as: the Host the
 * request was sent to (127.0.0.1:3000, localhost:3000…), SITE_URL's, and X-Forwarded-Host when proxies are trusted.
 * A call without Origin (a server, curl) and one carrying the studio's bearer token are not a browser's and pass.
 */
export function isCrossSiteWrite(
  request: RequestLine,
  settings: { siteUrl: string; trust: ForwardingTrust } = { siteUrl: env.SITE_URL, trust: forwardingTrust() },
): boolean {
  if (READS.has(request.method.toUpperCase())) return false;
  if (isStudioAuthorized(request.headers.get('authorization'))) return false;
  if (request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const host = originHost(origin);
  return host === null || !servedHosts(request, settings).has(host);
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) ? url.host.toLowerCase() : null;
  } catch {
    // 'null' (a sandboxed frame, a redirect from another site) and anything unreadable.
    return null;
  }
}

function servedHosts(
  request: RequestLine,
  { siteUrl, trust }: { siteUrl: string; trust: ForwardingTrust },
): Set<string> {
  const hosts = new Set([new URL(siteUrl).host.toLowerCase()]);
  const forwarded = trust.kind === 'socket' ? null : request.headers.get('x-forwarded-host')?.split(',')[0];
  const given = [request.headers.get('host'), forwarded];
  for (const host of given) if (host?.trim()) hosts.add(host.trim().toLowerCase());
  return hosts;
}

/** The answer to a refused request: 403, in the language of the page, or of the API call's `lang` or browser. */
export function crossSiteRefusal(request: RequestLine): NextResponse {
  return requestRefusal(request, 403, 'crossSite');
}

/**
 * A refused request's answer in the language of its page (/it/… in Italian), of the API call's `lang`, or of the
 * browser (an address with no language, such as the back office's): JSON for the API, plain text for a page.
 */
export function requestRefusal(
  request: RequestLine,
  status: number,
  reason: 'crossSite' | 'formTooLarge' | 'uploadTooLarge' | 'lengthRequired',
): NextResponse {
  const { pathname } = request.url;
  const api = isApiPath(pathname);
  const message = errorMessages(refusalLocale(request)).request[reason];
  const headers = { 'Cache-Control': 'no-store' };
  if (api) return NextResponse.json({ success: false, error: message, message }, { status, headers });
  // The back office's REST API answers in Payload's own shape, which its admin shows.
  if (pathname === '/cms-api' || pathname.startsWith('/cms-api/'))
    return NextResponse.json({ errors: [{ message }] }, { status, headers });
  return new NextResponse(message, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The language of the page (/it/… in Italian), of the API call's `lang`, else of the browser, else Spanish. */
function refusalLocale({ url: { pathname, searchParams }, headers }: RequestLine): Locale {
  const candidate = isApiPath(pathname) ? searchParams.get('lang') : pathname.split('/')[1];
  return candidate && isLocale(candidate)
    ? candidate
    : (localeFromAcceptLanguage(headers.get('accept-language')) ?? defaultLocale);
}

/**
 * 405 for a method an /api/ route does not answer (lib/api/route-methods.ts), in the API's shape and the caller's
 * language, naming the methods it does answer (also in `Allow`); null when the method may pass.
 */
export function wrongApiMethod(request: RequestLine): NextResponse | null {
  const allowed = refusedApiMethod(request.url.pathname, request.method);
  if (!allowed) return null;
  const list = allowed.join(', ');
  const message = errorMessages(refusalLocale(request))
    .request.methodNotAllowed.replace('{method}', request.method.toUpperCase().slice(0, 16))
    .replace('{allowed}', list);
  return NextResponse.json(
    { success: false, error: message, message },
    { status: 405, headers: { 'Cache-Control': 'no-store', Allow: list } },
  );
}

/**
 * What a form posted to a page may weigh. Next reads a server action's body before it can refuse it, and answers one
 * over its own limit (serverActions.bodySizeLimit, 1 MiB) or sent in chunks without a length with a 500; the site's
 * forms post a few kilobytes. The back office's uploads go to /cms-api (BACK_OFFICE_WRITE_MAX_BYTES).
 */
export const PAGE_WRITE_MAX_BYTES = 1_000_000;

/** 413 for a page write declaring more than PAGE_WRITE_MAX_BYTES, 411 for one sent in chunks without a length. */
export const pageWriteRefusal = (request: RequestLine) => writeRefusal(request, PAGE_WRITE_MAX_BYTES);

/** 413 for a back-office API write declaring more than BACK_OFFICE_WRITE_MAX_BYTES, 411 for one without a length. */
export const backOfficeWriteRefusal = (request: RequestLine) => writeRefusal(request, BACK_OFFICE_WRITE_MAX_BYTES);

/**
 * A server action posted with a body Next cannot read (text that is not JSON, a broken multipart form) made Next answer
 * 500 before the action ran. Read here from a copy of what the proxy holds, which the size check above has bounded.
 */
export async function isUnreadableActionBody(request: Request): Promise<boolean> {
  if (READS.has(request.method.toUpperCase()) || !request.headers.has('next-action')) return false;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('text/plain')) JSON.parse(await request.clone().text());
    else if (type.startsWith('multipart/form-data')) await request.clone().formData();
    return false;
  } catch {
    return true;
  }
}

function writeRefusal(request: RequestLine, maxBytes: number): 411 | 413 | null {
  if (READS.has(request.method.toUpperCase())) return null;
  const length = request.headers.get('content-length');
  if (length === null) return request.headers.get('transfer-encoding') ? 411 : null;
  const bytes = Number(length.trim());
  return length.trim() === '' || !Number.isSafeInteger(bytes) || bytes > maxBytes ? 413 : null;
}
