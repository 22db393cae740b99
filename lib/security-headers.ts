import { env } from './env';

const origin = (url: string | undefined) => (url ? new URL(url).origin : '');

type PolicyOptions = {
  dev: boolean;
  analyticsScriptUrl?: string;
  siteUrl?: string;
  /** The back office frames pages in its live preview ('admin'); a previewed page may be framed by it ('preview'). */
  context?: 'site' | 'admin' | 'preview';
};

/**
 * No third-party origin but the media host, consented analytics and the Vercel toolbar on previews. 'unsafe-inline'
 * stays for the App Router's inline data scripts: a nonce needs a render per request, ending prerendered pages.
 */
export function contentSecurityPolicy({
  dev,
  analyticsScriptUrl,
  siteUrl = env.SITE_URL,
  context = 'site',
}: PolicyOptions): string {
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
 * Next reads these at build time; the proxy repeats the policy with the server's own settings, so setting
 * ANALYTICS_SCRIPT_URL needs no rebuild.
 */
export function securityHeaders({ dev, context = 'site' }: { dev: boolean; context?: 'site' | 'admin' }) {
  return [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ dev, analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL, context }),
    },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
