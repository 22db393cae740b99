/** Set by draftMode().enable(); only its presence counts, as its value changes each build. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * A draft must never be stored by any cache nor indexed, and only the back office's live preview may frame it
 * (as the CSP's frame-ancestors also says).
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
