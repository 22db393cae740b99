import type { Payload } from 'payload';
import { afterAll, beforeAll, expect } from 'vitest';

export const stamp = Date.now().toString(36);
export const account = { email: `owner-sessions-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}` };
export const ORIGIN = 'http://localhost:3000';
// Set by setUpSessionAccount's beforeAll: a test file imports them as live bindings, read once its tests run.
export let payload: Payload;
export let accountId: string | number;

/**
 * Starts the back office with one owner account (`account`) for tests/api/cms-sessions-*.test.ts, and removes it
 * when the file ends. Call it at the top level, after setTestEnvironment.
 */
export function setUpSessionAccount(): void {
  beforeAll(async () => {
    const { getStore } = await import('@/lib/provider/embedded/db/connection');
    await getStore();
    const { cms } = await import('@/lib/provider/cms');
    payload = await cms();
    const created = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { ...account, role: 'owner', name: 'Sesiones' } as never,
    });
    accountId = created.id;
  });

  afterAll(async () => {
    const { closeStore } = await import('@/lib/provider/embedded/db/connection');
    await payload.delete({ collection: 'users', where: { email: { equals: account.email } }, overrideAccess: true });
    await closeStore();
  });
}

const rest = () => import('@/app/(payload)/cms-api/[...slug]/route');

export const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('/') }) });

/** A write to Payload's REST route as the admin sends it: JSON from the site's origin, signed in with `token`. */
export async function send(method: 'POST' | 'PATCH', path: string, body: string, token?: string): Promise<Response> {
  const request = new Request(`${ORIGIN}/cms-api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body,
  });
  const route = await rest();
  return method === 'POST' ? route.POST(request, params(path)) : route.PATCH(request, params(path));
}

export async function signIn(): Promise<string> {
  const response = await send('POST', 'users/login', JSON.stringify(account));
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token?: string };
  expect(token).toBeTruthy();
  return token ?? '';
}

export async function whoIs(token: string): Promise<string | null> {
  const route = await rest();
  const response = await route.GET(
    new Request(`${ORIGIN}/cms-api/users/me`, { headers: { authorization: `JWT ${token}` } }),
    params('users/me'),
  );
  const { user } = (await response.json()) as { user?: { email?: string } | null };
  return user?.email ?? null;
}
