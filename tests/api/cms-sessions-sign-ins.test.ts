import { describe, expect, it } from 'vitest';
import {
  ORIGIN,
  account,
  accountId,
  params,
  payload,
  send,
  signIn,
  stamp,
  setUpSessionAccount,
  whoIs,
} from './support/cms-sessions';
import { setTestEnvironment } from './support/environment';

// Sign-ins, sign-outs and edits of one account at the same moment (Payload rewrites its sessions on each), a write
// with an oversized body, and wrong passwords: they hold back the client (cms/rest/sign-ins.ts), never the account.
setTestEnvironment();
setUpSessionAccount();
const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const { MAX_BODY_BYTES } = await import('@/lib/api/read-request');

describe('an account signed in from two places at the same moment', () => {
  it('keeps both sessions: each browser is still signed in afterwards', async () => {
    for (let round = 0; round < 3; round++) {
      const tokens = await Promise.all([signIn(), signIn(), signIn()]);
      expect(await Promise.all(tokens.map(whoIs))).toEqual([account.email, account.email, account.email]);
    }
  });

  it('keeps a session that signs in while the account is being edited, and the edit', async () => {
    const editor = await signIn();
    const [edited, fresh] = await Promise.all([
      send('PATCH', `users/${accountId}`, JSON.stringify({ name: `Sesiones ${stamp}` }), editor),
      signIn(),
    ]);
    expect(edited.status).toBe(200);
    expect(await Promise.all([whoIs(editor), whoIs(fresh)])).toEqual([account.email, account.email]);
    expect((await payload.findByID({ collection: 'users', id: accountId, overrideAccess: true })).name).toBe(
      `Sesiones ${stamp}`,
    );
  });

  it('signs out one session and leaves the other signed in, even when both act at once', async () => {
    const [leaving, staying] = await Promise.all([signIn(), signIn()]);
    const [out, another] = await Promise.all([send('POST', 'users/logout', '{}', leaving), signIn()]);
    expect(out.status).toBe(200);
    expect(await Promise.all([whoIs(leaving), whoIs(staying), whoIs(another)])).toEqual([
      null,
      account.email,
      account.email,
    ]);
  });
});

describe('a write to the accounts with an oversized body', () => {
  it('is refused with 413 before Payload reads it, and the account is unchanged', async () => {
    const token = await signIn();
    const before = await payload.findByID({ collection: 'users', id: accountId, overrideAccess: true });
    const huge = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES + 1) });
    const response = await send('PATCH', `users/${accountId}`, huge, token);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/too large/i);
    expect((await payload.findByID({ collection: 'users', id: accountId, overrideAccess: true })).name).toBe(
      before.name,
    );
    expect(await whoIs(token)).toBe(account.email);
  });
});

describe('failed sign-ins from one client', () => {
  it('hold back that client, with the reason; no account is locked, and the owner gets in from another client', async () => {
    const { SIGN_IN_FAILURES } = await import('@/cms/rest/sign-ins');
    const { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_MARKER } = await import('@/lib/access/client-id');
    const { FAILED_SIGN_IN_FLOOR_MS } = await import('@/cms/rest/sign-ins');
    // The address of each request, as server.mjs writes it for `npm start`.
    (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] = true;
    try {
      const target = { email: `owner-target-${stamp}@lumen.test`, password: `Otra-clave-larga-${stamp}` };
      const created = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { ...target, role: 'owner', name: 'Objetivo' } as never,
      });
      const signInFrom = (address: string, password: string, language = 'es') =>
        rest.POST(
          new Request(`${ORIGIN}/cms-api/users/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: ORIGIN,
              [CLIENT_ADDRESS_HEADER]: address,
              'accept-language': language,
            },
            body: JSON.stringify({ email: target.email, password }),
          }),
          params('users/login'),
        );
      const attacker = `198.51.100.${Number.parseInt(stamp.slice(-2), 36) % 250}`;
      expect(SIGN_IN_FAILURES.failures).toBe(5);
      for (let attempt = 0; attempt < SIGN_IN_FAILURES.failures; attempt++)
        expect((await signInFrom(attacker, `Wrong-${attempt}-2026`)).status).toBe(401);
      // A second address spends its failures on the same account: still nothing is locked for the owner.
      const second = `198.51.100.${(Number.parseInt(stamp.slice(-2), 36) + 7) % 250}`;
      for (let attempt = 0; attempt < SIGN_IN_FAILURES.failures; attempt++)
        expect((await signInFrom(second, `Other-${attempt}-2026`)).status).toBe(401);
      // One more from the same client is not tried at all, not even with the right password.
      for (const password of ['Wrong-again-2026', target.password]) {
        const refused = await signInFrom(attacker, password, 'it');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(
          /^Troppi accessi non riusciti da questa connessione\. Riprova tra \d+ min\.$/,
        );
      }
      // An unknown address and a wrong password: the same answer, neither sooner than the floor.
      const timed = async (email: string) => {
        const started = Date.now();
        const answer = await rest.POST(
          new Request(`${ORIGIN}/cms-api/users/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: '192.0.2.99' },
            body: JSON.stringify({ email, password: 'Not-the-password-2026' }),
          }),
          params('users/login'),
        );
        return { status: answer.status, body: await answer.text(), ms: Date.now() - started };
      };
      const unknown = await timed(`nobody-${stamp}@lumen.test`);
      const wrong = await timed(target.email);
      expect([unknown.status, wrong.status]).toEqual([401, 401]);
      expect(unknown.body).toBe(wrong.body);
      expect(Math.min(unknown.ms, wrong.ms)).toBeGreaterThanOrEqual(FAILED_SIGN_IN_FLOOR_MS);
      // The account was never locked: its owner signs in from their own connection.
      const account = await payload.findByID({
        collection: 'users',
        id: created.id,
        overrideAccess: true,
        showHiddenFields: true,
      });
      expect((account as { lockUntil?: string | null }).lockUntil ?? null).toBeNull();
      expect((await signInFrom('203.0.113.7', target.password)).status).toBe(200);
      // Sent all at once, wrong passwords from another client still stop one short: they are counted in turn.
      const burst = `198.51.100.${(Number.parseInt(stamp.slice(-2), 36) + 1) % 250}`;
      const burstSize = SIGN_IN_FAILURES.failures + 3;
      const statuses = (
        await Promise.all(Array.from({ length: burstSize }, (_, attempt) => signInFrom(burst, `Burst-${attempt}-2026`)))
      ).map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES.failures);
      expect(statuses.filter((status) => status === 429)).toHaveLength(burstSize - SIGN_IN_FAILURES.failures);
      const afterBurst = await payload.findByID({
        collection: 'users',
        id: created.id,
        overrideAccess: true,
        showHiddenFields: true,
      });
      expect((afterBurst as { lockUntil?: string | null }).lockUntil ?? null).toBeNull();
      // A successful sign-in counts nothing: the e2e tests sign in from one address all day.
      for (let attempt = 0; attempt < SIGN_IN_FAILURES.failures + 2; attempt++)
        expect((await signInFrom('203.0.113.8', target.password)).status).toBe(200);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER];
    }
  }, 90_000);
});
