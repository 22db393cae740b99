import { readdir, readFile } from 'node:fs/promises';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

/*
 * Editors are invited: the owner gives an address and a role (/admin/invite), never a password; the new account gets a
 * mail with a link, valid 72 hours, where it chooses its own password through Payload's REST route, as the admin does.
 */
const environment = setTestEnvironment();
const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const { INVITE_EXPIRATION_MS, inviteAccount } = await import('@/cms/collections/Users/invites');

let payload: Payload;
const stamp = Date.now().toString(36);
const owner = { email: `owner-invites-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}` };
const ORIGIN = 'http://localhost:3000';
let ownerToken = '';

const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('/') }) });

function send(method: 'POST' | 'PATCH', path: string, body: unknown, token?: string) {
  const request = new Request(`${ORIGIN}/cms-api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return method === 'POST' ? rest.POST(request, params(path)) : rest.PATCH(request, params(path));
}

async function signIn(account: { email: string; password: string }): Promise<Response> {
  return send('POST', 'users/login', account);
}

/** The invitation mailed to an address: its raw .eml, with quoted-printable soft breaks joined. */
async function invitationTo(email: string): Promise<string | undefined> {
  const names = (await readdir(environment.outboxDir)).filter((name) => name.includes('-back-office-'));
  for (const name of names) {
    const raw = (await readFile(`${environment.outboxDir}/${name}`, 'utf8')).replace(/=\r?\n/g, '');
    if (raw.includes(`To: ${email}`)) return raw;
  }
  return undefined;
}

const tokenIn = (eml: string) => /\/admin\/reset\/([0-9a-f]{20,})/.exec(eml)?.[1];

beforeAll(async () => {
  await getStore();
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
  await payload.create({ collection: 'users', overrideAccess: true, data: { ...owner, role: 'owner' } as never });
  const { token } = (await (await signIn(owner)).json()) as { token?: string };
  ownerToken = token ?? '';
});

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  await closeStore();
});

describe('an owner invites an editor', () => {
  it('with no password: the account is made, and a mail in the admin language links to choosing one', async () => {
    const email = `editor-a-${stamp}@lumen.test`;
    expect(await inviteAccount(payload, { email, name: 'Editora', role: 'editor' }, 'es')).toBe('sent');
    const eml = await invitationTo(email);
    expect(eml).toMatch(/^Subject: .*invitaci/im);
    expect(eml).toContain('72 horas');
    const token = tokenIn(eml ?? '');
    expect(token).toBeTruthy();

    const [account] = (
      await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true })
    ).docs as unknown as { resetPasswordExpiration: string }[];
    const expiresIn = new Date(account?.resetPasswordExpiration ?? 0).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(INVITE_EXPIRATION_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(INVITE_EXPIRATION_MS);

    const chosen = `Mi-propia-clave-${stamp}`;
    const reset = await send('POST', 'users/reset-password', { token, password: chosen });
    expect(reset.status).toBe(200);
    expect((await signIn({ email, password: chosen })).status).toBe(200);
  });

  it('in English when the admin is in English', async () => {
    const email = `editor-en-${stamp}@lumen.test`;
    expect(await inviteAccount(payload, { email, role: 'editor' }, 'en')).toBe('sent');
    expect(await invitationTo(email)).toContain('expires in 72 hours');
  });

  it('nobody makes an account through the REST API or the create form, an owner neither; nor types its password', async () => {
    const email = `editor-b-${stamp}@lumen.test`;
    const typed = `Escrita-por-otro-${stamp}`;
    const created = await send('POST', 'users', { email, password: typed, role: 'editor' }, ownerToken);
    expect(created.status).toBe(403);
    expect((await payload.find({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0);
    expect(await inviteAccount(payload, { email, password: typed, role: 'editor' }, 'es')).toBe('sent');
    expect((await signIn({ email, password: typed })).status).toBe(401);
  });

  it('refuses a malformed or overlong address, and one that already has an account; a bad role becomes editor', async () => {
    expect(await inviteAccount(payload, { email: 'not-an-address', role: 'editor' }, 'es')).toBe('invalid');
    expect(await inviteAccount(payload, { email: `${'a'.repeat(250)}@lumen.test` }, 'es')).toBe('invalid');
    expect(await inviteAccount(payload, { email: owner.email.toUpperCase(), role: 'editor' }, 'es')).toBe('taken');
    const email = `editor-e-${stamp}@lumen.test`;
    expect(await inviteAccount(payload, { email, role: 'superuser' }, 'es')).toBe('sent');
    const [account] = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs;
    expect((account as { role?: string } | undefined)?.role).toBe('editor');
  });

  it('an owner cannot set another account’s password; the account itself still can', async () => {
    const email = `editor-c-${stamp}@lumen.test`;
    await inviteAccount(payload, { email, role: 'editor' }, 'es');
    const token = tokenIn((await invitationTo(email)) ?? '');
    const first = `Primera-clave-${stamp}`;
    expect((await send('POST', 'users/reset-password', { token, password: first })).status).toBe(200);
    const [account] = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs;

    const byOwner = `Puesta-por-la-duena-${stamp}`;
    await send('PATCH', `users/${account?.id}`, { password: byOwner }, ownerToken);
    expect((await signIn({ email, password: byOwner })).status).toBe(401);

    const own = (await (await signIn({ email, password: first })).json()) as { token?: string };
    const mine = `Mi-segunda-clave-${stamp}`;
    expect((await send('PATCH', `users/${account?.id}`, { password: mine }, own.token)).status).toBe(200);
    expect((await signIn({ email, password: mine })).status).toBe(200);
  });

  it('an expired invitation link sets nothing', async () => {
    const email = `editor-d-${stamp}@lumen.test`;
    await inviteAccount(payload, { email, role: 'editor' }, 'es');
    const token = tokenIn((await invitationTo(email)) ?? '');
    const [account] = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs;
    // 72 hours and a minute later, as far as the account's stored expiry is concerned.
    await payload.db.updateOne({
      collection: 'users',
      id: account?.id ?? '',
      data: { resetPasswordExpiration: new Date(Date.now() - 60_000).toISOString() },
    });
    const chosen = `Demasiado-tarde-${stamp}`;
    const reset = await send('POST', 'users/reset-password', { token, password: chosen });
    expect(reset.status).toBeGreaterThanOrEqual(400);
    expect(reset.status).toBeLessThan(500);
    expect((await signIn({ email, password: chosen })).status).toBe(401);
  });

  it('the very first account, made before anyone is signed in, still chooses its password', async () => {
    const { passwordOnCreate } = await import('@/cms/collections/Users/invites');
    expect(passwordOnCreate({ req: { user: null } } as never)).toBe(true);
    expect(passwordOnCreate({ req: { user: { id: 1 } } } as never)).toBe(false);
  });
});
