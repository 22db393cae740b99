import { env } from './env';

const origin = (url: string | undefined) => (url ? new URL(url).origin : '');

type PolicyOptions = {
  dev: boolean;
  analyticsScriptUrl?: string;
  siteUrl?: string;
  /**
   * 'admin': the back office, which frames the site's own pages in its live preview (frame-src 'self').
   * 'preview': a page an editor previews, which the back office (same origin) may frame (frame-ancestors 'self').
   */
  context?: 'site' | 'admin' | 'preview';
};

/**
 * The Content-Security-Policy: no third-party origin except the configured media host, the analytics script's origin
 * when ANALYTICS_SCRIPT_URL is set (it runs only after consent), and the Vercel toolbar on preview deployments only.
 *
 * Scripts keep 'unsafe-inline': the App Router writes each page's data into inline scripts (`self.__next_f.push(…)`)
 * whose content differs per page and per build, and a nonce needs a render per request, which would end the
 * prerendered, CDN-cached pages. What can be closed without that is: inline event handler attributes (React never
 * writes them), plugins, framing, foreign form targets and base URLs, and plain-http subresources on an https site.
 */
export function contentSecurityPolicy({ dev, analyticsScriptUrl, siteUrl = env.SITE_URL, context = 'site' }: PolicyOptions): string {
  const media = [origin(env.MEDIA_BASE_URL), origin(env.HERO_VIDEO_URL)].filter(Boolean).join(' ');
  const analytics = origin(analyticsScriptUrl);
  const preview = process.env.VERCEL_ENV === 'preview' ? 'https://vercel.live https://*.vercel.live' : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} ${analytics} ${preview}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media} ${analytics} ${preview}`,
    `media-src 'self' ${media}`,
    "font-src 'self' data:",
    `connect-src 'self' ${dev ? 'ws:' : ''} ${analytics} ${preview}`,
    `frame-src ${[context === 'admin' ? "'self'" : '', preview].filter(Boolean).join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${context === 'preview' ? "'self'" : "'none'"}`,
    siteUrl.startsWith('https:') && !dev ? 'upgrade-insecure-requests' : '',
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('; ');
}

/**
 * Static security headers. A per-request CSP nonce would make every page dynamic, so the policy is static. Next reads
 * these at build time; the proxy repeats the policy on pages with the settings the server started with, so that
 * setting ANALYTICS_SCRIPT_URL needs no rebuild.
 */
export function securityHeaders({ dev, context = 'site' }: { dev: boolean; context?: 'site' | 'admin' }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL, context }) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
