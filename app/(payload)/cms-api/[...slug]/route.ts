import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { isCrossSiteWrite } from '@/lib/access/same-origin';

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

/**
 * A write from another site is refused before Payload sees it, with the same rule as the rest of the site
 * (lib/access/same-origin.ts): the session cookie is SameSite=Lax, and this closes what Lax leaves open (a sibling
 * subdomain, an old browser).
 */
function sameSiteOnly(handler: Handler): Handler {
  return (request, context) => {
    if (isCrossSiteWrite({ method: request.method, url: new URL(request.url), headers: request.headers })) {
      return Promise.resolve(Response.json({ errors: [{ message: 'Cross-site request refused.' }] }, { status: 403, headers: { 'Cache-Control': 'no-store' } }));
    }
    return handler(request, context);
  };
}

/** Payload's REST API, at /cms-api so that it never meets the provider contract's /api/*. */
export const GET = REST_GET(config);
export const POST = sameSiteOnly(REST_POST(config));
export const DELETE = sameSiteOnly(REST_DELETE(config));
export const PATCH = sameSiteOnly(REST_PATCH(config));
export const PUT = sameSiteOnly(REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);
