/** The cookie Next's draft mode is on with (next/headers' draftMode().enable() sets it; its value changes each build). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * What every response to a browser in draft mode carries, whatever it shows: kept by no cache (a draft must never be
 * stored, by the browser or anything between), indexed by no search engine, and framed by the back office only (its
 * live preview shows the page beside the form; the Content-Security-Policy says the same with frame-ancestors).
 * The proxy sets them on pages, the preview routes on their own answers.
 */
export const PREVIEW_RESPONSE_HEADERS = {
  'Cache-Control': 'private, no-store, max-age=0',
  'CDN-Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

export function hasDraftModeCookie(cookies: { get(name: string): { value: string } | undefined }): boolean {
  return Boolean(cookies.get(DRAFT_MODE_COOKIE)?.value);
}
