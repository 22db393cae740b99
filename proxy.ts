import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import {
  backOfficeWriteRefusal,
  crossSiteRefusal,
  isApiPath,
  isCrossSiteWrite,
  isUnreadableActionBody,
  pageWriteRefusal,
  requestRefusal,
  wrongApiMethod,
} from '@/lib/access/same-origin';
import {
  galleryQueryOf,
  gallerySegmentOf,
  gallerySegmentRedirect,
  isGalleryId,
  OPENED_GALLERY_HEADER,
  opensProtectedGallery,
  unknownFilterRedirect,
} from '@/lib/domain/gallery-filter';
import { LANGUAGE_COOKIE_MAX_AGE_SECONDS, LANGUAGE_STORAGE_KEY } from '@/lib/i18n/locales';
import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { isKnownPagePath, NOT_FOUND_CACHE_HEADERS } from '@/lib/i18n/known-pages';
import { decideForRequest, ROOT_LANGUAGE_HEADER, VISITOR_LANGUAGE_CACHE_HEADERS } from '@/lib/i18n/visitor-language';
import { galleryDirectory, type GalleryDirectory } from '@/lib/provider/gallery-directory';
import { isForgedManageLink } from '@/lib/provider/embedded/forged-manage-link';
import { DRAFT_MODE_COOKIE, hasDraftModeCookie, PREVIEW_RESPONSE_HEADERS } from '@/lib/preview/headers';
import { isStaffSessionToken, STAFF_SESSION_COOKIE } from '@/lib/access/staff-session';
import { contentSecurityPolicy } from '@/lib/security-headers';
import {
  withRequestHeader,
  isBackOfficePath,
  isBackOfficeApiPath,
  backOffice,
  repairedEscapes,
  withoutRewrite,
  withStatus,
} from '@/lib/proxy-responses';
import { defaultSiteUrlWarning, isPreviewDeployment, PREVIEW_ROBOTS_TAG, siteUrlSource } from '@/lib/deployment';

const intl = createIntlMiddleware(routing);
// next.config's headers are fixed at build time; pages repeat the policy with the settings of the running server, so
// that ANALYTICS_SCRIPT_URL takes effect without a rebuild.
const pagePolicy = contentSecurityPolicy({
  dev: process.env.NODE_ENV !== 'production',
  analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
});
// A page in an editor's preview may be framed by the back office's live preview (same origin), and nothing else.
const previewPolicy = contentSecurityPolicy({
  dev: process.env.NODE_ENV !== 'production',
  analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
  context: 'preview',
});
// A Vercel preview deployment is kept out of search engines as a whole; next.config's headers cover the rest.
const previewDeployment = isPreviewDeployment(process.env);
let siteUrlUnchecked = siteUrlSource(process.env) === 'default';

export default async function proxy(request: NextRequest) {
  const response = await answer(request);
  if (previewDeployment) response.headers.set('X-Robots-Tag', PREVIEW_ROBOTS_TAG);
  if (siteUrlUnchecked) warnOnDefaultSiteUrl(request.headers.get('host'));
  return response;
}

/** Once per process, the first time a request arrives under a real host name while SITE_URL was never set. */
function warnOnDefaultSiteUrl(host: string | null): void {
  const warning = defaultSiteUrlWarning(process.env, env.SITE_URL, host);
  if (!warning) return;
  siteUrlUnchecked = false;
  console.warn(`\n⚠️  [settings] ${warning}\n`);
}

async function answer(request: NextRequest): Promise<NextResponse> {
  // A write from another site's form or script (an API call, or a server action posted to a page) is refused here,
  // in one place, with 403; the API's reads pass straight through, and a method a route does not answer gets a 405
  // that says which it does.
  const line = { method: request.method, url: request.nextUrl, headers: request.headers };
  if (isCrossSiteWrite(line)) return crossSiteRefusal(line);
  if (isApiPath(request.nextUrl.pathname)) return wrongApiMethod(line) ?? NextResponse.next();
  const { pathname, search } = request.nextUrl;
  // A form posted to a page (the back office's included) or an upload to the back office's REST API over what Next
  // reads of it is refused here, before Next reads it (a 500 past its limit), with what the limit is.
  const backOfficeApi = isBackOfficeApiPath(pathname);
  const refusal = backOfficeApi ? backOfficeWriteRefusal(line) : pageWriteRefusal(line);
  if (refusal)
    return requestRefusal(
      line,
      refusal,
      refusal === 411 ? 'lengthRequired' : backOfficeApi ? 'uploadTooLarge' : 'formTooLarge',
    );
  // The same "the form could not be read" as for a body without a length.
  if (!backOfficeApi && (await isUnreadableActionBody(request))) return requestRefusal(line, 400, 'lengthRequired');
  if (backOfficeApi || isBackOfficePath(pathname)) return backOffice(pathname);
  // A malformed escape (/es/mi-reserva/%ff) makes Next fail to decode a page's parameters with a 500: the address is
  // sent to its literal form instead, which the page answers (an invalid link, or the not-found page) with a 4xx.
  const repaired = repairedEscapes(pathname);
  if (repaired !== pathname) return NextResponse.redirect(new URL(repaired + search, request.url), 308);
  if (hasDraftModeCookie(request.cookies) && !previewing(request)) return withoutDraftMode(request);
  // A gallery's own address (its segment, or its grid's `?gallery=id`) is looked up in the store's galleries; an id of
  // another shape is not looked up at all (lib/provider/gallery-directory.ts).
  const segment = gallerySegmentOf(pathname, routing.locales);
  const galleryParam = request.nextUrl.searchParams.get('gallery');
  const directory = (segment ? isGalleryId(segment.id) : isGalleryId(galleryParam)) ? await galleryDirectory() : null;
  const unfiltered = unknownFilterRedirect(pathname, routing.locales);
  if (unfiltered) return NextResponse.redirect(new URL(unfiltered, request.url), 307);
  if (segment)
    return NextResponse.redirect(
      new URL(gallerySegmentRedirect(segment, directory?.ids ?? null, request.nextUrl.searchParams), request.url),
      307,
    );
  const cookie = request.cookies.get(LANGUAGE_STORAGE_KEY)?.value;
  const decision = decideForRequest(pathname, request.cookies, request.headers.get('accept-language'));

  if (decision.kind === 'redirect') {
    if (decision.loop) console.warn(`[language] redirect loop detected on ${pathname}; sending the visitor home`);
    const target = new URL(decision.location + (decision.loop ? '' : search), request.url);
    const redirect = NextResponse.redirect(target, 307);
    // Where it leads depends on the stored and the browser language.
    for (const [name, value] of Object.entries(VISITOR_LANGUAGE_CACHE_HEADERS)) redirect.headers.set(name, value);
    return redirect;
  }

  if (decision.kind === 'serve-root') {
    // The root serves the home page of the stored language, else the browser's, else es, without a redirect: the
    // header names it for the rewrite in next.config.ts (rootRewrite).
    const headers = new Headers(request.headers);
    headers.set(ROOT_LANGUAGE_HEADER, decision.locale);
    headers.delete(OPENED_GALLERY_HEADER);
    const response = NextResponse.next({ request: { headers } });
    // The same address answers in three languages. Next replaces this Vary and adds the prerender's s-maxage, so
    // `private` (which a shared cache must obey whatever else the response says) keeps CDNs and nginx from storing it.
    for (const [name, value] of Object.entries(VISITOR_LANGUAGE_CACHE_HEADERS)) response.headers.set(name, value);
    response.headers.set('Content-Security-Policy', pagePolicy);
    return previewing(request) ? asPreview(response) : response;
  }

  const served = withoutRewrite(intl(request));
  // An unknown address gets the prerendered not-found page (a fallback rewrite) with status 404.
  const known = isKnownPagePath(pathname) && !isForgedManageLink(pathname) ? served : withStatus(served, 404);
  // `?gallery=id` of a gallery the store holds is served from its segment (galleryRewrites); no other request carries
  // the header that says so, whoever sent it.
  const response = withRequestHeader(known, request, OPENED_GALLERY_HEADER, openedGallery(request, directory));
  // Next would send the prerendered not-found page with its one-year s-maxage: a 404 is kept by no shared cache.
  if (response.status === 404)
    for (const [name, value] of Object.entries(NOT_FOUND_CACHE_HEADERS)) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', pagePolicy);
  if (opensProtected(request, directory)) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  // Only a page the visitor opens stores its language: the router's background requests (prefetches of the old
  // language's links, revalidations) would otherwise undo a switch the language switcher has just stored.
  const dest = request.headers.get('sec-fetch-dest');
  const isDocument = dest === null || dest === 'document';
  if (isDocument && cookie !== decision.locale) {
    response.cookies.set(LANGUAGE_STORAGE_KEY, decision.locale, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
    });
  }
  return previewing(request) ? asPreview(response) : response;
}

/**
 * A browser in Next's draft mode with a back-office session: its pages are rendered for it alone (the page itself
 * checks the account with Payload before it shows a draft).
 */
const previewing = (request: NextRequest) =>
  hasDraftModeCookie(request.cookies) && isStaffSessionToken(request.cookies.get(STAFF_SESSION_COOKIE)?.value);

/**
 * Next renders every page anew for its draft-mode cookie, which is one value for the whole build: without a session
 * (signed out, expired, or a copied cookie) the browser is sent to the same address without it, and gets the page
 * as every visitor does.
 */
function withoutDraftMode(request: NextRequest): NextResponse {
  const response = NextResponse.redirect(request.nextUrl, 307);
  // The attributes Next's draftMode().enable() gave it, so that the browser replaces that cookie.
  const production = process.env.NODE_ENV !== 'development';
  response.cookies.set({
    name: DRAFT_MODE_COOKIE,
    value: '',
    path: '/',
    maxAge: 0,
    httpOnly: true,
    secure: production,
    sameSite: production ? 'none' : 'lax',
  });
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function asPreview(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(PREVIEW_RESPONSE_HEADERS)) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', previewPolicy);
  return response;
}

/** The gallery `?gallery=id` opens on a grid page, when the store holds it (see galleryRewrites); else null. */
function openedGallery(request: NextRequest, directory: GalleryDirectory | null): string | null {
  const asked = galleryQueryOf(request.nextUrl.pathname, request.nextUrl.searchParams, routing.locales);
  return asked && directory?.ids[asked.page].includes(asked.id) ? asked.id : null;
}

/**
 * An address that opens a protected gallery (`?gallery=id`, on whichever page) is kept out of search engines; so is
 * every gallery's address while the store cannot say which galleries are protected.
 */
function opensProtected(request: NextRequest, directory: GalleryDirectory | null): boolean {
  if (!isGalleryId(request.nextUrl.searchParams.get('gallery'))) return false;
  return directory ? opensProtectedGallery(request.nextUrl.searchParams, directory.protectedIds) : true;
}

export const config = {
  // Pages: everything but the /api/, /_next/, /_vercel/ and /media/ folders (not /mediakit or /apix), the back office
  // (/admin and its REST API /cms-api), and files with an extension (robots.txt, sitemap.xml, images…) outside a
  // language: under one (/es/wp-login.php) no file is served, so such an address reaches the proxy and gets its 404.
  // A first segment with a dot before more segments (/x.txt/legal-notice) is no file either: it is a foreign language
  // segment, sent to a language like any other (/.well-known/ is left to the server).
  // The API and the back office: only for the cross-site rule, the size of a form and an undecodable address above.
  matcher: [
    '/((?!(?:api|_next|_vercel|media|admin|cms-api)(?:/|$)|.*\\..*).*)',
    '/(es|en|it)/(.*\\..*)',
    '/((?!\\.well-known/)[^/]*\\.[^/]*)/(.*)',
    '/api/:path*',
    '/admin',
    '/admin/:path*',
    '/cms-api/:path*',
  ],
};
