import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

/*
 * Sign-ins to the back office through Payload's REST route, as the admin's login form sends them. Payload writes an
 * account's whole list of sessions back on every sign-in, sign-out and edit: at the same moment on one account, one
 * person's session used to be lost (cms/account-writes.ts makes them take turns).
 */
setTestEnvironment();
const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const { MAX_BODY_BYTES } = await import('@/lib/api/read-request');

let payload: Payload;
const stamp = Date.now().toString(36);
const account = { email: `owner-sessions-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}` };
let accountId: string | number;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
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
  await payload.delete({ collection: 'users', where: { email: { equals: account.email } }, overrideAccess: true });
  await closeStore();
});

const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('/') }) });

function send(method: 'POST' | 'PATCH', path: string, body: string, token?: string): Promise<Response> {
  const request = new Request(`${ORIGIN}/cms-api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body,
  });
  return method === 'POST' ? rest.POST(request, params(path)) : rest.PATCH(request, params(path));
}

async function signIn(): Promise<string> {
  const response = await send('POST', 'users/login', JSON.stringify(account));
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token?: string };
  expect(token).toBeTruthy();
  return token ?? '';
}

async function whoIs(token: string): Promise<string | null> {
  const response = await rest.GET(
    new Request(`${ORIGIN}/cms-api/users/me`, { headers: { authorization: `JWT ${token}` } }),
    params('users/me'),
  );
  const { user } = (await response.json()) as { user?: { email?: string } | null };
  return user?.email ?? null;
}

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

describe('the REST route before Payload', () => {
  it('refuses a write from no one signed in with 403 before reading its body; a signed-in write and a sign-in go through', async () => {
    // A body that is not even JSON: had Payload read it, it would have answered 400 for the body, not 403 for the
    // caller.
    const anonymous = await send('POST', 'contents', '{not json');
    expect(anonymous.status).toBe(403);
    expect(((await anonymous.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/not allowed/i);
    const forged = await send('POST', 'contents', '{not json', 'not-a-real-token');
    expect(forged.status).toBe(403);
    // Signed in, the same body reaches Payload, which reads it.
    const token = await signIn();
    expect((await send('POST', 'contents', '{not json', token)).status).toBe(400);
    // The accounts' own operations stay open: a wrong password is Payload's 401, not the route's 403.
    expect(
      (await send('POST', 'users/login', JSON.stringify({ ...account, password: 'Not-the-password-2026' }))).status,
    ).toBe(401);
  });

  it("answers list parameters out of bounds with 400 instead of Payload's 500, and takes those within", async () => {
    const token = await signIn();
    const get = (query: string, signedIn = true) =>
      rest.GET(
        new Request(`${ORIGIN}/cms-api/galleries?${query}`, {
          headers: signedIn ? { authorization: `JWT ${token}` } : {},
        }),
        params('galleries'),
      );
    for (const query of [
      'page=1e30',
      'limit=-5&page=-1',
      'limit=99999999999999999999',
      'depth=11',
      'page=abc',
      'limit=1001',
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
    }
    for (const query of ['limit=10&page=1', 'limit=0', 'depth=0', ''])
      expect((await get(query)).status, query).toBe(200);
    // The same bounds when a POST asks for a GET with a form body, as Payload's relationship fields send it.
    const asGet = (query: string, type = 'application/x-www-form-urlencoded') =>
      rest.POST(
        new Request(`${ORIGIN}/cms-api/galleries`, {
          method: 'POST',
          headers: {
            authorization: `JWT ${token}`,
            'X-HTTP-Method-Override': 'GET',
            'content-type': type,
            origin: ORIGIN,
          },
          body: query,
        }),
        params('galleries'),
      );
    for (const query of ['page=1e30', 'limit=100000', 'depth=11', 'limit[a]=1', 'page=1&page=2']) {
      const response = await asGet(query);
      expect(response.status, query).toBe(400);
    }
    const refused = await asGet('limit=100000');
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/limit.+1000/);
    expect((await asGet('limit=10&page=1')).status).toBe(200);
    // No one signed in reads no list at all; a date that is no date was Payload's 500.
    for (const query of ['limit=10', 'where[createdAt][greater_than]=notadate', 'depth=10&locale=all'])
      expect((await get(query, false)).status, query).toBe(403);
  });

  it("answers a query Payload would have taken to the database and failed with a 4xx and the reason, in the admin's language", async () => {
    const token = await signIn();
    const get = (path: string, language = 'es') =>
      rest.GET(
        new Request(`${ORIGIN}/cms-api/${path}`, {
          headers: { authorization: `JWT ${token}`, 'accept-language': language },
        }),
        params(path.split('?')[0] ?? path),
      );
    const refusal = async (response: Response) =>
      ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message;
    // Each of these was Payload's 500.
    const dated = await get('galleries?where[createdAt][greater_than]=notadate');
    expect(dated.status).toBe(400);
    expect(await refusal(dated)).toBe('«createdAt»: el valor del filtro no es una fecha.');
    expect(await refusal(await get('contents/versions?where[updatedAt][less_than]=2026-13-45', 'it'))).toBe(
      '«updatedAt»: il valore del filtro non è una data.',
    );
    expect(await refusal(await get('galleries?where[title][near]=1,2', 'en'))).toBe(
      '"title": cannot be filtered with "near".',
    );
    expect(await refusal(await get('galleries?where[title][equals][a]=b', 'en'))).toBe(
      '"title": the filter\'s value is not valid.',
    );
    expect(await refusal(await get('galleries?where=abc', 'en'))).toBe("The query's filter (where) is not valid.");
    for (const path of [
      'galleries/count?where[createdAt][less_than]=zzz',
      'globals/home-page/versions?where[createdAt][equals]=zzz',
      'galleries?where[or][0][and][0][createdAt][in]=2026-01-01,soon',
    ]) {
      expect((await get(path)).status, path).toBe(400);
    }
    const unknownId = await get('galleries/abc');
    expect(unknownId.status).toBe(404);
    expect(await refusal(unknownId)).toBe('No encontrado');
    expect((await get('globals/home-page/versions/abc')).status).toBe(404);
    // A '%' in an id arrives decoded already: no second decoding that throws.
    const percent = await rest.GET(
      new Request(`${ORIGIN}/cms-api/galleries/100%25`, { headers: { authorization: `JWT ${token}` } }),
      { params: Promise.resolve({ slug: ['galleries', '100%'] }) },
    );
    expect(percent.status).toBe(404);
    // Versions of what keeps none (the schedule, the uploads): Payload looked for a table that does not exist.
    for (const path of [
      'globals/schedule/versions',
      'media/versions?where[createdAt][exists]=true',
      'media/versions/1',
    ])
      expect((await get(path)).status, path).toBe(404);
    // Every operator with a value that is no date, on a date field of a collection, its versions and a global: never a
    // 500.
    for (const operator of [
      'equals',
      'not_equals',
      'in',
      'not_in',
      'all',
      'exists',
      'like',
      'not_like',
      'contains',
      'greater_than',
      'greater_than_equal',
      'less_than',
      'less_than_equal',
      'near',
      'within',
      'intersects',
    ]) {
      for (const path of [
        'galleries?where[createdAt]',
        'contents/versions?where[version.updatedAt]',
        'globals/services-page/versions?where[createdAt]',
      ]) {
        const response = await get(`${path}[${operator}]=nada`);
        expect(response.status, `${path}[${operator}]`).toBeLessThan(500);
      }
    }
    // What the admin sends still goes through: dates, lists, nested conditions, a JSON where, an id that exists.
    const gallery = (await payload.find({ collection: 'galleries', limit: 1, overrideAccess: true })).docs[0];
    for (const path of [
      'galleries?where[createdAt][greater_than]=2020-01-01T00:00:00.000Z',
      'galleries?where[or][0][and][0][title][like]=a&where[or][1][and][0][updatedAt][less_than_equal]=2099-12-31',
      `galleries?where[id][in]=${gallery?.id},1,2`,
      `galleries?where=${encodeURIComponent(JSON.stringify({ createdAt: { exists: true } }))}`,
      `galleries/${gallery?.id}`,
      'globals/home-page/versions?where[createdAt][greater_than]=2020-01-01',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    // A POST that asks for a GET, as Payload's relationship fields send their query, is read the same way.
    const asGet = (body: string) =>
      rest.POST(
        new Request(`${ORIGIN}/cms-api/galleries`, {
          method: 'POST',
          headers: {
            authorization: `JWT ${token}`,
            origin: ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
            'x-payload-http-method-override': 'GET',
          },
          body,
        }),
        params('galleries'),
      );
    expect((await asGet('where[createdAt][greater_than]=notadate')).status).toBe(400);
    expect((await asGet('where[createdAt][greater_than]=2020-01-01&limit=1')).status).toBe(200);
  });

  it("refuses a weak password sent with an e-mailed reset link, with the reason in the admin's language, before Payload sets it", async () => {
    const reset = (password: string, type: 'json' | 'form') => {
      const body =
        type === 'json'
          ? JSON.stringify({ token: 'not-a-real-token', password })
          : (() => {
              const form = new FormData();
              form.set('_payload', JSON.stringify({ token: 'not-a-real-token', password, passwordConfirm: password }));
              return form;
            })();
      return rest.POST(
        new Request(`${ORIGIN}/cms-api/users/reset-password`, {
          method: 'POST',
          headers: {
            origin: ORIGIN,
            'accept-language': 'it-IT,it;q=0.9',
            ...(type === 'json' ? { 'content-type': 'application/json' } : {}),
          },
          body,
        }),
        params('users/reset-password'),
      );
    };
    for (const type of ['json', 'form'] as const) {
      const weak = await reset('abc', type);
      expect(weak.status, type).toBe(400);
      expect(((await weak.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
        'Almeno 12 caratteri.',
      );
      // A strong one reaches Payload, which refuses the made-up token itself.
      expect((await reset(`Una-clave-nueva-${stamp}`, type)).status, type).not.toBe(400);
    }
  });

  it("leaves open to anyone what is meant for anyone: the uploads' files, the sign-in screens' endpoints", async () => {
    const get = (path: string) =>
      rest.GET(new Request(`${ORIGIN}/cms-api/${path}`), params(path.split('?')[0] ?? path));
    // A file that does not exist: Payload's own 404 (or its read rule's 403), never the route's refusal.
    const file = await get('media/file/no-such-photo.jpg');
    expect([403, 404]).toContain(file.status);
    expect(JSON.stringify(await file.json())).not.toMatch(/not allowed to perform/);
    expect((await get('users/me')).status).toBe(200);
  });
});

describe('failed sign-ins from one client', () => {
  it('hold back that client, with the reason; no account is locked, and the owner gets in from another client', async () => {
    const { SIGN_IN_FAILURES } = await import('@/cms/sign-ins');
    const { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_MARKER } = await import('@/lib/access/client-id');
    const { FAILED_SIGN_IN_FLOOR_MS } = await import('@/cms/sign-ins');
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

describe('password-reset mail', () => {
  it('goes through the outbox, limited per address and per client; the last link sent keeps working', async () => {
    const { RESETS_PER_ADDRESS, RESETS_PER_CLIENT } = await import('@/cms/password-resets');
    const { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_MARKER } = await import('@/lib/access/client-id');
    (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] = true;
    try {
      const target = { email: `reset-target-${stamp}@lumen.test`, password: `Clave-de-antes-${stamp}` };
      await payload.create({ collection: 'users', overrideAccess: true, data: { ...target, role: 'editor' } as never });
      const ask = (address: string, email: string, language = 'es') =>
        rest.POST(
          new Request(`${ORIGIN}/cms-api/users/forgot-password`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: ORIGIN,
              [CLIENT_ADDRESS_HEADER]: address,
              'accept-language': language,
            },
            body: JSON.stringify({ email }),
          }),
          params('users/forgot-password'),
        );
      const { db } = await getStore();
      const mailsTo = (email: string) =>
        db
          .selectFrom('mail_outbox')
          .select(['payload', 'status'])
          .where('kind', '=', 'back-office')
          .where('recipient', '=', email)
          .orderBy('created_at')
          .execute();
      const net = Number.parseInt(stamp.slice(-2), 36) % 200;

      // Strangers from different clients ask for the editor's reset: the address gets its mails, then no more.
      expect(RESETS_PER_ADDRESS.failures).toBe(3);
      for (let asked = 0; asked < RESETS_PER_ADDRESS.failures; asked++)
        expect((await ask(`198.18.${net}.${asked + 1}`, target.email)).status).toBe(200);
      const refused = await ask(`198.18.${net}.9`, target.email.toUpperCase());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(
        /^Ya enviamos varios enlaces a esta dirección en la última hora: usa el más reciente o vuelve a intentarlo dentro de \d+ min\.$/,
      );
      const mails = await mailsTo(target.email);
      // Payload itself sends one reset mail per account every 15 s: the other two asked for nothing new.
      expect(mails.map((mail) => mail.status)).toEqual(['sent']);
      const last = JSON.parse(mails.at(-1)?.payload ?? '{}') as {
        html: string;
        text: string;
        locale: string;
        subject: string;
      };
      expect(last.locale).toBe('es');
      const token = /\/admin\/reset\/([0-9a-f]{20,})/.exec(last.text)?.[1];
      expect(token).toBeTruthy();
      // Nothing replaced that link: it still sets the password.
      const reset = await rest.POST(
        new Request(`${ORIGIN}/cms-api/users/reset-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ token, password: `Clave-nueva-larga-${stamp}` }),
        }),
        params('users/reset-password'),
      );
      expect(reset.status).toBe(200);
      expect(
        (
          await payload.login({
            collection: 'users',
            data: { email: target.email, password: `Clave-nueva-larga-${stamp}` },
          })
        ).token,
      ).toBeTruthy();

      // One client asking about many addresses is held back, in its language; an unknown address answers as a known
      // one.
      const client = `198.18.${net}.77`;
      const answers: string[] = [];
      for (let asked = 0; asked < RESETS_PER_CLIENT.failures; asked++) {
        const answer = await ask(
          client,
          asked === 0 ? `reset-other-${stamp}@lumen.test` : `nobody-${asked}-${stamp}@lumen.test`,
          'en',
        );
        expect(answer.status).toBe(200);
        answers.push(await answer.text());
      }
      expect(new Set(answers).size).toBe(1);
      const held = await ask(client, `nobody-more-${stamp}@lumen.test`, 'en');
      expect(held.status).toBe(429);
      expect(((await held.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(
        /^Too many password reset requests from this connection\. Try again in \d+ min\.$/,
      );
      // Another client is not held back.
      expect((await ask(`198.18.${net}.78`, `nobody-else-${stamp}@lumen.test`)).status).toBe(200);
      await payload.delete({ collection: 'users', where: { email: { equals: target.email } }, overrideAccess: true });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER];
    }
  }, 90_000);
});
