import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { accountWritesInTurn, restRefusal, type RestHandler } from '@/cms/account-writes';
import { Users } from '@/cms/collections/users';
import { isCrossSiteWrite } from '@/lib/access/same-origin';

/**
 * A write from another site is refused before Payload sees it, with the same rule as the rest of the site
 * (lib/access/same-origin.ts): the session cookie is SameSite=Lax, and this closes what Lax leaves open (a sibling
 * subdomain, an old browser).
 */
function sameSiteOnly(handler: RestHandler): RestHandler {
  return (request, context) => {
    if (isCrossSiteWrite({ method: request.method, url: new URL(request.url), headers: request.headers })) {
      return Promise.resolve(restRefusal(403, 'Cross-site request refused.'));
    }
    return handler(request, context);
  };
}

/** Payload's REST API, at /cms-api so that it never meets the provider contract's /api/*. */
export const GET = REST_GET(config);
// Writes to the accounts take turns in this process (cms/account-writes.ts): two sign-ins at once lose a session.
export const POST = sameSiteOnly(accountWritesInTurn(Users.slug, REST_POST(config)));
export const DELETE = sameSiteOnly(accountWritesInTurn(Users.slug, REST_DELETE(config)));
export const PATCH = sameSiteOnly(accountWritesInTurn(Users.slug, REST_PATCH(config)));
export const PUT = sameSiteOnly(accountWritesInTurn(Users.slug, REST_PUT(config)));
export const OPTIONS = REST_OPTIONS(config);
