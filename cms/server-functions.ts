import config from '@payload-config';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getPayload } from 'payload';

/**
 * Payload's admin calls one server action for everything it asks the server while a page is open (form state, a
 * list's rows, a document's drawer…), with `{ name, args }`. It is a public POST endpoint like any server action, and
 * Payload answered a call it could not run (an unknown or missing name, args that are no object, or a function that
 * needs a signed-in user called by no one) with a 500. Such a call is now refused before Payload runs it, with Next's
 * not-found answer (a 404): the admin never sends one.
 */

/** The names Payload 3's handleServerFunctions knows (tests/unit/server-functions.test.ts reads them from Payload). */
export const SERVER_FUNCTIONS = new Set([
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
]);

/**
 * What the screens for signing in, resetting a password and creating the first account call before anyone is signed in.
 */
export const OPEN_SERVER_FUNCTIONS = new Set(['form-state']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a call has the shape Payload's server functions take: a known name, and args that are an object if any. */
export function isServerFunctionCall(call: unknown): call is { name: string; args?: Record<string, unknown> } {
  return (
    isPlainObject(call) &&
    typeof call.name === 'string' &&
    SERVER_FUNCTIONS.has(call.name) &&
    (call.args === undefined || isPlainObject(call.args))
  );
}

/**
 * What a call that passed these checks but carried args of the wrong shape threw inside Payload (reading a property
 * of undefined, a date out of range, text that is no JSON): the caller's mistake, so a 404 like the others, logged.
 * Everything else Payload throws (its own errors, Next's redirects and not-found) goes on as it was.
 */
export function isMalformedCallError(error: unknown): boolean {
  return error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError;
}

/** Refuses (404) a call Payload could not run: a malformed one, or one that needs a session from no one signed in. */
export async function refuseUnrunnableCall(call: unknown): Promise<void> {
  if (!isServerFunctionCall(call)) notFound();
  if (OPEN_SERVER_FUNCTIONS.has(call.name)) return;
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }));
  if (!user) notFound();
}
