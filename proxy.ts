import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { filterRewritePath, opensProtectedGallery } from '@/lib/domain/gallery-filter';
import { decideLanguagePath } from '@/lib/i18n/language-path';
import { LANGUAGE_COOKIE_MAX_AGE_SECONDS, LANGUAGE_STORAGE_KEY, localeFromAcceptLanguage, normalizeLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { architectureManifest } from '@/lib/provider/embedded/content/galleries/architecture-manifest';

const intl = createIntlMiddleware(routing);
const protectedGalleries = new Set(architectureManifest.filter((entry) => entry.protected).map((entry) => entry.id));

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const cookie = request.cookies.get(LANGUAGE_STORAGE_KEY)?.value;
  const stored = cookie ? normalizeLocale(cookie) : null;
  const browser = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const decision = decideLanguagePath(pathname, stored, browser);

  if (decision.kind === 'redirect') {
    if (decision.loop) console.warn(`[language] redirect loop detected on ${pathname}; sending the visitor home`);
    const target = new URL(decision.location + (decision.loop ? '' : search), request.url);
    return NextResponse.redirect(target, 307);
  }

  if (decision.kind === 'serve-root') {
    // The root serves the home page of the stored language, else the browser's, else es, without a redirect.
    const response = NextResponse.rewrite(new URL(`/${decision.locale}${search}`, request.url));
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }

  // `?filter=retail` on a portfolio page serves its prerendered filtered segment (a static page cannot read the query).
  const filtered = filterRewritePath(pathname, request.nextUrl.searchParams);
  const response = filtered ? NextResponse.rewrite(new URL(filtered + search, request.url)) : intl(request);
  if (opensProtectedGallery(request.nextUrl.searchParams, protectedGalleries)) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  // Only a page the visitor opens stores its language: the router's background requests (prefetches of the old
  // language's links, revalidations) would otherwise undo a switch the language switcher has just stored.
  const dest = request.headers.get('sec-fetch-dest');
  const isDocument = dest === null || dest === 'document';
  if (isDocument && cookie !== decision.locale) {
    response.cookies.set(LANGUAGE_STORAGE_KEY, decision.locale, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Everything but the API, Next's own files, and files with an extension (robots.txt, sitemap.xml, images…).
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
