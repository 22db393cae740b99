import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/cms-api/'] }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
