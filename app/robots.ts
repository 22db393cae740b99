import type { MetadataRoute } from 'next';
import { isPreviewDeployment } from '@/lib/deployment';
import { env } from '@/lib/env';

/** A Vercel preview deployment disallows everything and advertises no sitemap; production lists the public pages. */
export default function robots(): MetadataRoute.Robots {
  if (isPreviewDeployment(process.env)) return { rules: [{ userAgent: '*', disallow: '/' }] };
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/cms-api/'] }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
