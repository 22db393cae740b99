import { describe, expect, it } from 'vitest';
import { account, ORIGIN, params, payload, send, signIn, stamp, setUpSessionAccount } from './support/cms-sessions';
import { setTestEnvironment } from './support/environment';

// What Payload's REST route answers before Payload does: refusals, bounds, and queries that were Payload's 500.
setTestEnvironment();
setUpSessionAccount();
const rest = await import('@/app/(payload)/cms-api/[...slug]/route');

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
