import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { accountWritesInTurn, restRefusal, type RestHandler } from '@/cms/rest/account-writes';
import { Users } from '@/cms/collections/Users';
import { listBoundsProblem, restQueryProblem, restTexts } from '@/cms/rest/query';
import { resetsPerClientAndAddress } from '@/cms/rest/password-resets';
import { signInsPerClient } from '@/cms/rest/sign-ins';
import { strongResetPasswords } from '@/cms/password-rule';
import { isCrossSiteWrite } from '@/lib/access/same-origin';
import { cms } from '@/lib/provider/cms';

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

/**
 * A write is read only once someone is known to be asking: the accounts' own operations (signing in, the first
 * account, a password reset), the job runner (its own secret, cms/jobs.ts) and the studio's endpoints (their own
 * checks, cms/endpoints/studio.ts) are open to anyone, as Payload has them; every other write without a back-office
 * session is refused here with a 403, before Payload reads and parses a body of up to 10 MB only to refuse it.
 */
const OPEN_WRITES = new Set([Users.slug, 'payload-jobs', 'studio']);

/**
 * The public site reads no REST (its pages read the store through Payload's Local API), so without a back-office
 * session a read reaches only what is meant for anyone: the uploads' files (/cms-api/media/file/…, under the media's
 * own read rule, which is how Next's image optimizer fetches them), the accounts' endpoints of the sign-in screens,
 * and the studio's and the job runner's endpoints, which check their own secrets. Everything else is a 403 before any
 * query: Payload answered a `where` on a date with a value that is no date with a 500, and built whatever query anyone
 * sent (`depth`, `locale=all`) over the published documents.
 */
const OPEN_READS = new Set([Users.slug, 'payload-jobs', 'studio']);

const signedIn = async (request: Request) => {
  const payload = await cms();
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }));
  return Boolean(user);
};

function signedInOnly(open: (slug: string[]) => boolean, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug } = await context.params;
    if (open(slug) || (await signedIn(request))) return handler(request, context);
    return restRefusal(403, 'You are not allowed to perform this action.');
  };
}

const signedInWrites = (handler: RestHandler) => signedInOnly((slug) => OPEN_WRITES.has(slug[0] ?? ''), handler);
const signedInReads = (handler: RestHandler) =>
  signedInOnly((slug) => OPEN_READS.has(slug[0] ?? '') || (slug[0] === 'media' && slug[1] === 'file'), handler);

/**
 * A `where` and a document id that Payload would have taken to the database and answered with a 500 (a date that is
 * no date, an object for a value, an id that is no number…) are refused first, with the reason (cms/rest/query.ts).
 * A POST that asks for a GET (Payload's relationship fields send their query as a form body) is read the same way,
 * and so are the list parameters' bounds.
 */
function checkedQueries(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug } = await context.params;
    const asGet =
      request.method === 'POST' &&
      (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' ||
        request.headers.get('X-HTTP-Method-Override') === 'GET');
    const address = new URL(request.url).search;
    // Payload reads a form body as the query, after the address's own (handleEndpoints): both are checked.
    const body =
      asGet && request.headers.get('Content-Type') === 'application/x-www-form-urlencoded'
        ? await request.clone().text()
        : null;
    const bounds = body === null ? null : listBoundsProblem(address, restTexts(request.headers));
    if (bounds) return restRefusal(400, bounds);
    const problem = restQueryProblem(
      await cms(),
      slug,
      asGet ? 'GET' : request.method,
      body ?? address,
      request.headers,
    );
    return problem ? restRefusal(problem.status, problem.message) : handler(request, context);
  };
}

/** Payload's REST API, at /cms-api so that it never meets the provider contract's /api/*. */
export const GET = signedInReads(checkedQueries(REST_GET(config)));
// Writes to the accounts take turns in this process (cms/rest/account-writes.ts): two sign-ins at once lose a session.
// A client's failed sign-ins are limited below what locks an account (cms/rest/sign-ins.ts), checked and counted within
// the accounts' turn, so that sign-ins sent all at once are counted one after the other.
// A password set by the e-mailed reset link follows the accounts' rule too (cms/password-rule.ts), and reset mails are
// limited per client and per address (cms/rest/password-resets.ts).
const accountPosts = signInsPerClient(Users.slug, resetsPerClientAndAddress(Users.slug, REST_POST(config)));
export const POST = sameSiteOnly(
  signedInWrites(checkedQueries(strongResetPasswords(Users.slug, accountWritesInTurn(Users.slug, accountPosts)))),
);
export const DELETE = sameSiteOnly(
  signedInWrites(checkedQueries(accountWritesInTurn(Users.slug, REST_DELETE(config)))),
);
export const PATCH = sameSiteOnly(signedInWrites(checkedQueries(accountWritesInTurn(Users.slug, REST_PATCH(config)))));
export const PUT = sameSiteOnly(signedInWrites(checkedQueries(accountWritesInTurn(Users.slug, REST_PUT(config)))));
export const OPTIONS = REST_OPTIONS(config);
