import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { filterRewrites } from './lib/domain/gallery-filter';
import { env } from './lib/env';
import { locales } from './lib/i18n/locales';
import { IMAGE_DEVICE_WIDTHS, IMAGE_ICON_WIDTHS, IMAGE_QUALITIES } from './lib/media/constants';
import { notFoundRewrite } from './lib/i18n/known-pages';
import { rootRewrite } from './lib/i18n/visitor-language';
import { securityHeaders } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const mediaHost = env.MEDIA_BASE_URL ? new URL(env.MEDIA_BASE_URL) : undefined;

const nextConfig: NextConfig = {
  // The benchmark builds beside the regular build, with its own SITE_URL, so it never replaces what `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // The PDF guides and generated images read their fonts from disk; serverless bundles must carry them.
  outputFileTracingIncludes: {
    '/api/download-pdf': ['./lib/media/fonts/**'],
    '/media/[...path]': ['./lib/media/fonts/**'],
  },
  serverExternalPackages: ['better-sqlite3', 'pg', 'pdfkit', 'nodemailer', 'sharp'],
  images: {
    formats: ['image/webp'],
    qualities: [...IMAGE_QUALITIES],
    deviceSizes: [...IMAGE_DEVICE_WIDTHS],
    imageSizes: [...IMAGE_ICON_WIDTHS],
    remotePatterns: mediaHost
      ? [{ protocol: mediaHost.protocol.replace(':', '') as 'http' | 'https', hostname: mediaHost.hostname, port: mediaHost.port }]
      : [],
    localPatterns: [{ pathname: '/media/**' }],
  },
  // Served from prerendered pages by Next's own rewrites rather than the proxy's (see rootRewrite and filterRewrites).
  async rewrites() {
    return { beforeFiles: [rootRewrite(locales), ...filterRewrites(locales)], afterFiles: [], fallback: [notFoundRewrite(locales)] };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ dev: process.env.NODE_ENV !== 'production' }) }];
  },
};

export default withNextIntl(nextConfig);
