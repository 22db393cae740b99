import { readdirSync } from 'node:fs';
import path from 'node:path';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { filterRewrites, galleryRewrites } from './lib/domain/gallery-filter';
import { env } from './lib/env';
import { locales } from './lib/i18n/locales';
import { IMAGE_DEVICE_WIDTHS, IMAGE_ICON_WIDTHS, IMAGE_QUALITIES } from './lib/media/constants';
import { notFoundRewrite, rootFileNotFoundRewrite, rootFileNotFoundSource } from './lib/i18n/known-pages';
import { rootRewrite } from './lib/i18n/visitor-language';
import { contentSecurityPolicy, securityHeaders } from './lib/security-headers';
import { BACK_OFFICE_WRITE_MAX_BYTES } from './lib/constants';
import { isPreviewDeployment, PREVIEW_ROBOTS_TAG, siteUrlSource } from './lib/deployment';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * The files the root serves: public/ and the app's metadata files (app/favicon.ico, icon.svg, robots.ts, sitemap.ts).
 */
const ROOT_FILES = [...readdirSync('public'), 'favicon.ico', 'icon.svg', 'font-loader.js', 'robots.txt', 'sitemap.xml'];

const mediaHost = env.MEDIA_BASE_URL ? new URL(env.MEDIA_BASE_URL) : undefined;

const nextConfig: NextConfig = {
  // The benchmark builds beside the regular build, with its own SITE_URL, so it never replaces what `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // NEXT_OUTPUT=standalone: also the traced server of .next/standalone (npm run check:standalone runs it read-only).
  ...(process.env.NEXT_OUTPUT === 'standalone' && { output: 'standalone' as const }),
  // The address this build is made for, written into its code: a server started without SITE_URL keeps using it, so
  // that links in mail name the same site as the prerendered pages (lib/deployment.ts, builtSiteUrl).
  env: siteUrlSource(process.env) === 'default' ? {} : { BUILT_SITE_URL: env.SITE_URL },
  // Next compresses and writes ETags when nothing stands in front (`npm start`); behind nginx or a CDN they do it again
  // or pass Next's through (README, "Serving").
  compress: true,
  generateEtags: true,
  reactStrictMode: true,
  // More than one instance (REDIS_URL): Next's cache and its tag expiries live in Redis, shared by all. Decided when
  // the server starts (`next start` reads this file again); a standalone build keeps the choice of its build.
  ...(env.REDIS_URL && { cacheHandler: path.resolve('lib/cache/shared-cache-handler.mjs'), cacheMaxMemorySize: 0 }),
  // The PDF guides and generated images read their fonts from disk; serverless bundles must carry them.
  outputFileTracingIncludes: {
    '/api/download-pdf': ['./lib/media/fonts/**'],
    '/media/[...path]': ['./lib/media/fonts/**'],
  },
  // Payload itself and its database adapters are loaded by Node from node_modules, as in development, not bundled:
  // bundled, each layer that imports Payload (the admin's routes, the REST handler, the Local API the site reads
  // through) got a copy of its own, with its own error classes, so an `instanceof ValidationError` across two of them
  // failed (the REST answer lost each field's reason) and the server held the code twice.
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    'pdfkit',
    'nodemailer',
    'sharp',
    'redis',
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
  ],
  // scripts/test.sh builds right after type-checking the whole project with the same tsconfig (`npm run typecheck`):
  // BUILD_TYPES_CHECKED=1 spares its build Next's second pass over the same files. Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // BUILD_CACHE=off (CI on a fresh clone, whose build is thrown away) skips writing Turbopack's compile cache to disk.
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
    // What the proxy holds of a request's body (Next's default, made explicit): the proxy refuses a longer upload to
    // the back office with a 413 that says so (lib/access/same-origin.ts), before Next would cut it short.
    proxyClientMaxBodySize: BACK_OFFICE_WRITE_MAX_BYTES,
  },
  images: {
    formats: ['image/webp'],
    qualities: [...IMAGE_QUALITIES],
    deviceSizes: [...IMAGE_DEVICE_WIDTHS],
    imageSizes: [...IMAGE_ICON_WIDTHS],
    remotePatterns: mediaHost
      ? [
          {
            protocol: mediaHost.protocol.replace(':', '') as 'http' | 'https',
            hostname: mediaHost.hostname,
            port: mediaHost.port,
          },
        ]
      : [],
    // The site's own media, and what the studio uploads in the back office (Payload's access-checked file route).
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/cms-api/media/file/**' }],
  },
  // Served from prerendered pages by Next's own rewrites rather than the proxy's (see rootRewrite, filterRewrites and
  // galleryRewrites).
  async rewrites() {
    return {
      beforeFiles: [rootRewrite(locales), ...filterRewrites(locales), ...galleryRewrites(locales)],
      // A file name outside a language (/wp-login.php, /x.txt) that no file answers: the proxy leaves such addresses
      // alone, and the home page's route would take it for a language and fail (next-intl reads the language of its
      // 404 from the headers, which a static page may not). Checked after the files, before the dynamic routes.
      afterFiles: [rootFileNotFoundRewrite],
      fallback: [notFoundRewrite(locales)],
    };
  },
  async headers() {
    // A Vercel preview deployment (VERCEL_ENV=preview, set at build and at run time) is noindex as a whole: pages,
    // files, the API and the admin alike (the proxy repeats it on the responses it answers itself).
    const preview = isPreviewDeployment(process.env) ? [{ key: 'X-Robots-Tag', value: PREVIEW_ROBOTS_TAG }] : [];
    const dev = process.env.NODE_ENV !== 'production';
    return [
      // A document's headers. The build's files (/_next/static: scripts, styles, fonts) take none of them but nosniff:
      // a policy, HSTS or a frame rule on a script does nothing, and each page loads about 17 of those files (0.55 kB
      // of headers apiece over HTTP/1.1).
      { source: '/:path((?!_next/static/).*)', headers: [...securityHeaders({ dev }), ...preview] },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }, ...preview] },
      // Every other file name at the root is a 404 (rootFileNotFoundRewrite) that no shared cache keeps.
      { source: rootFileNotFoundSource(ROOT_FILES), headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      // The icon sprite: its address carries a hash of its content (components/ui/icon-names.ts), so it is cached for
      // good.
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The brand fonts, likewise (lib/fonts.ts: BRAND_FONT_URLS).
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The back office frames the site's own pages in its live preview: its policy allows same-origin frames (a later
      // rule's header replaces the earlier one's).
      {
        source: '/admin/:path*',
        headers: securityHeaders({ dev, context: 'admin' }).filter(
          (header) => header.key === 'Content-Security-Policy',
        ),
      },
      // The preview's entry and exit answer inside that frame too (a sign-in page when the session has expired).
      {
        source: '/api/preview/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, context: 'preview' }) },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

/**
 * Payload's wrapper adds, to every route, client-hint headers for the admin's colour scheme: `Critical-CH` makes
 * Chrome send a public page's request twice, and `Vary` splits shared caches. They are kept for the admin only.
 */
function withBackOffice(config: NextConfig): NextConfig {
  const wrapped = withPayload(config, { devBundleServerPackages: false });
  const headers = wrapped.headers;
  if (!headers) return wrapped;
  return {
    ...wrapped,
    async headers() {
      return (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      );
    },
  };
}

export default withNextIntl(withBackOffice(nextConfig));
