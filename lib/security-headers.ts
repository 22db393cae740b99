import { env } from './env';

/**
 * Static security headers. A per-request CSP nonce would make every page dynamic, so the policy is static:
 * no third-party origin except the configured media host, and the Vercel toolbar on preview deployments only.
 */
export function securityHeaders({ dev }: { dev: boolean }) {
  const origin = (url: string | undefined) => (url ? new URL(url).origin : '');
  const media = [origin(env.MEDIA_BASE_URL), origin(env.HERO_VIDEO_URL)].filter(Boolean).join(' ');
  const preview = process.env.VERCEL_ENV === 'preview' ? 'https://vercel.live https://*.vercel.live' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} ${preview}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media} ${preview}`,
    `media-src 'self' ${media}`,
    "font-src 'self' data:",
    `connect-src 'self' ${dev ? 'ws:' : ''} ${preview}`,
    `frame-src ${preview || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('; ');

  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
