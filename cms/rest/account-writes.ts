import { readCapped } from '@/lib/api/read-request';

/*
 * Payload keeps an account's sessions in one list on the account. A sign-in reads the account, checks the password
 * and writes the whole list back with its own session added; a sign-out, a token refresh and an edit of the account
 * write it back too. Two of these at the same moment on one account each write the list without the other's session,
 * and the person who lost is signed out on their next click (two sign-ins at once lost one of the two sessions every
 * time, on SQLite and PostgreSQL alike). So in this process the writes to the accounts take turns.
 *
 * A turn starts only once the body is read (bounded by readCapped), so a client that trickles its body holds no
 * one up; and no one waits longer than TURN_WAIT_MS for the writes before them, so one stuck write cannot lock every
 * owner out: after that the write goes ahead as Payload alone would run it.
 */

/** How long a write to the accounts waits for the ones before it at most. A sign-in takes well under a second. */
export const TURN_WAIT_MS = 10_000;

let last: Promise<unknown> = Promise.resolve();

/** Runs `work` once every write to the accounts started before it has ended (or TURN_WAIT_MS has passed). */
export function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const before = last;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = Promise.race([before, new Promise((resolve) => (timer = setTimeout(resolve, TURN_WAIT_MS)))]).then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  const run = waited.then(work);
  last = run.catch(() => undefined);
  return run;
}

/** A handler of Payload's REST route (app/(payload)/cms-api/[...slug]/route.ts). */
export type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

/** A refusal in the shape of Payload's own errors, never cached. */
export function restRefusal(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * A Payload REST handler whose writes to `slug` (the auth collection: sign-in, sign-out, refresh, unlock, an edit of an
 * account) take turns; every other request goes straight through.
 */
export function accountWritesInTurn(slug: string, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug: path } = await context.params;
    if (request.method === 'GET' || request.method === 'HEAD' || path[0] !== slug) return handler(request, context);
    const body = await readCapped(request);
    if (body === null) return restRefusal(413, 'Request body too large.');
    const buffered = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.byteLength > 0 ? body : undefined,
      signal: request.signal,
    });
    return inTurn(() => handler(buffered, context));
  };
}
