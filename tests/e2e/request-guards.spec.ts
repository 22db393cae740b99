import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { BACK_OFFICE_WRITE_MAX_BYTES } from '@/lib/constants';
import { openPage } from './ready';
import { DEFAULT_BIND_ORIGIN, E2E_PORT, LOOPBACK_ORIGIN } from './servers';

/**
 * What one client can do to the served build: lift its rate limit with a forged header, hold a connection open with
 * a trickled request, or post from another site in a visitor's name. The server on DEFAULT_BIND_ORIGIN trusts no
 * forwarding header (the default); the one on LOOPBACK_ORIGIN is told it sits behind one proxy (TRUST_PROXY_HOPS=1).
 */
const FOREIGN = 'https://evil.example';
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * Password attempts for a gallery id of this run's own: the per-client limit counts them (5 per client and gallery)
 * before the gallery is looked up (404), so the browser tests' limit on the real gallery is left alone.
 */
async function attempts(request: APIRequestContext, origin: string, count: number): Promise<number[]> {
  const galleryId = `rotation-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await request.post(`${origin}/api/gallery/verify-password`, {
      data: { galleryId, password: `rotating-${i}` },
      headers: { 'x-forwarded-for': randomAddress() },
    });
    statuses.push(response.status());
  }
  return statuses;
}

test.describe('a client identity nobody can forge', () => {
  test('rotating X-Forwarded-For does not lift the password limit unless TRUST_PROXY_HOPS says a proxy writes it', async ({
    request,
  }) => {
    // Default: the connection is the client, so every attempt counts against it, whatever the header says.
    expect(await attempts(request, DEFAULT_BIND_ORIGIN, 7)).toEqual([404, 404, 404, 404, 404, 429, 429]);
    // Behind a trusted proxy the header names the client: each fresh address is a client of its own.
    expect(await attempts(request, LOOPBACK_ORIGIN, 7)).toEqual(Array(7).fill(404));
  });
});

/** Sends the start of a request and then one byte a second; resolves with how long the server kept the socket. */
function trickle(head: string, bodyBytes: number): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(E2E_PORT + 1, 'localhost', () => {
      socket.write(head);
      let sent = 0;
      const timer = setInterval(() => {
        if (sent++ < bodyBytes && !socket.destroyed) socket.write('a');
      }, 1000);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ seconds: (Date.now() - started) / 1000, answer });
      });
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

test.describe('slow clients are cut', () => {
  test('a body trickled one byte a second is cut after about 30 s, headers after about 10 s', async () => {
    test.setTimeout(60_000);
    const host = `Host: localhost:${E2E_PORT + 1}\r\n`;
    const [body, headers] = await Promise.all([
      trickle(
        `POST /api/contact HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
        1000,
      ),
      // Never ends its headers: one more header byte a second.
      trickle(`GET /es HTTP/1.1\r\n${host}X-Slow: `, 1000),
    ]);
    expect(body.seconds).toBeGreaterThan(25);
    expect(body.seconds).toBeLessThan(40);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.seconds).toBeLessThan(16);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

test.describe('writes from another site are refused', () => {
  const booking = { name: 'Ana', email: 'ana@example.com', service: 'x', date: '2030-01-07T09:00:00.000Z', lang: 'es' };
  const contact = {
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Hotel',
    message: 'Queremos fotografiar el hotel.',
    lang: 'en',
  };

  test('a foreign-Origin POST to /api/appointments, its move and /api/contact is 403 with a localised body; same origin still works', async ({
    request,
  }) => {
    const move = { token: 'A'.repeat(50), date: booking.date, lang: 'es' };
    for (const [path, data] of [
      ['/api/appointments', booking],
      ['/api/appointments/reschedule', move],
      ['/api/contact', contact],
    ] as const) {
      // A form on another site can send text/plain without asking first: that is what this refusal stops.
      const response = await request.post(`${LOOPBACK_ORIGIN}${path}`, {
        headers: { origin: FOREIGN, 'content-type': 'text/plain' },
        data: JSON.stringify(data),
      });
      expect(response.status(), path).toBe(403);
      expect(await response.json(), path).toMatchObject({
        success: false,
        message: expect.stringContaining('otro sitio web'),
      });
    }
    const crossSite = await request.post(`${LOOPBACK_ORIGIN}/api/contact?lang=en`, {
      headers: { 'sec-fetch-site': 'cross-site' },
      data: contact,
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.json()).toMatchObject({ message: expect.stringContaining('another website') });

    const same = await request.post(`${LOOPBACK_ORIGIN}/api/contact`, {
      headers: { origin: LOOPBACK_ORIGIN, 'x-forwarded-for': randomAddress() },
      data: contact,
    });
    expect(same.status()).toBe(201);
    const server = await request.post(`${DEFAULT_BIND_ORIGIN}/api/contact`, { data: contact });
    expect(server.status()).toBe(201);
  });

  test('a server action replayed from a foreign Origin is 403, not 500; from the page itself it still answers; with a body Next cannot read, 400', async ({
    page,
  }) => {
    await openPage(page, '/en');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Ana Test');
    await form.getByLabel('Email', { exact: true }).fill('ana.test@example.com');
    await form.getByLabel('Subject').fill('Origin check');
    await form.getByLabel('Message').fill('We would like photos of our new hotel rooms.');
    await form.getByRole('checkbox').check();
    const sent = page.waitForRequest((r: Request) => r.method() === 'POST' && Boolean(r.headers()['next-action']));
    await form.getByRole('button', { name: 'Send message' }).click();
    const action = await sent;
    expect((await action.response())?.status()).toBe(200);
    await expect(page.getByTestId('contact-success')).toBeVisible({ timeout: 30_000 });

    // The replay's own body length is set anew.
    const headers = Object.fromEntries(Object.entries(action.headers()).filter(([name]) => name !== 'content-length'));
    const replay = (origin: string) =>
      page.request.post(action.url(), {
        headers: { ...headers, origin, 'x-forwarded-for': randomAddress() },
        data: action.postDataBuffer() ?? '',
      });
    const foreign = await replay(FOREIGN);
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toContain('another website');
    expect((await replay(LOOPBACK_ORIGIN)).status()).toBe(200);

    // The same action with a body Next cannot read (Next answered 500): 400, the form could not be read.
    for (const [type, body] of [
      ['text/plain;charset=UTF-8', 'garbage'],
      ['multipart/form-data; boundary=XX', 'garbage'],
    ] as const) {
      const broken = await page.request.post(action.url(), {
        headers: {
          ...headers,
          'content-type': type,
          origin: LOOPBACK_ORIGIN,
          'accept-language': 'en',
          'x-forwarded-for': randomAddress(),
        },
        data: body,
      });
      expect(broken.status(), type).toBe(400);
      expect(await broken.text(), type).toContain('The form could not be read');
    }
  });
});

/** A POST whose body is sent in chunks, without Content-Length (what no browser form does). */
function chunkedPost(url: string, chunks: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'accept-language': 'en' } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (part: string) => (body += part));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    for (let i = 0; i < chunks; i += 1)
      sent.write(`--x\r\nContent-Disposition: form-data; name="pad${i}"\r\n\r\n${'p'.repeat(64 * 1024)}\r\n`);
    sent.end('--x--\r\n');
  });
}

test.describe('a form too large, sent without a length, or to an undecodable address gets a 4xx, back office included', () => {
  const padding = (bytes: number) => ({ multipart: { pad: 'p'.repeat(bytes) } });

  test('over 1 MB to a page or a back-office view: 413 in its language; the site keeps serving', async ({
    request,
  }) => {
    const page = await request.post('/it', padding(1_100_000));
    expect(page.status()).toBe(413);
    expect(await page.text()).toBe('Il modulo è troppo grande per essere inviato (al massimo 1 MB).');
    const admin = await request.post('/admin/appointments', {
      ...padding(1_100_000),
      headers: { 'accept-language': 'en' },
    });
    expect(admin.status()).toBe(413);
    expect(await admin.text()).toContain('too large');
    // Under the limit the page's own rules answer (no action named: 400), never a 500.
    expect((await request.post('/es', padding(900_000))).status()).toBeLessThan(500);
    expect((await request.get('/es')).status()).toBe(200);
  });

  test('a body sent in chunks without a length: 411, to a page and to the back office', async () => {
    // The page answers in its own language; the back office, which has none in its address, in the browser's.
    const expected = {
      '/es/consulta-gratuita': 'No se ha podido leer el formulario',
      '/admin/appointments': 'could not be read',
    };
    for (const [path, text] of Object.entries(expected)) {
      const answer = await chunkedPost(`${DEFAULT_BIND_ORIGIN}${path}`, 20);
      expect(answer.status, path).toBe(411);
      expect(answer.body, path).toContain(text);
    }
  });

  test("a back-office server action posted from another site: 403, not Next's 500", async ({ request }) => {
    const answer = await request.post('/admin/appointments', {
      multipart: { $ACTION_ID_00aa: '', id: 'x' },
      headers: { origin: FOREIGN, 'accept-language': 'en' },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toContain('another website');
  });

  test("an upload to the back office over what the proxy holds is a 413 that says so in Payload's shape, not a 500", async ({
    request,
  }) => {
    // Next cuts a body past proxyClientMaxBodySize short without a word; Payload then failed to read the upload (500).
    const photograph = Buffer.alloc(BACK_OFFICE_WRITE_MAX_BYTES + 64 * 1024, 1);
    const answer = await request.post('/cms-api/media', {
      headers: { 'Accept-Language': 'en' },
      multipart: { file: { name: 'large.jpg', mimeType: 'image/jpeg', buffer: photograph }, _payload: '{}' },
    });
    expect(answer.status()).toBe(413);
    expect(await answer.json()).toEqual({ errors: [{ message: expect.stringContaining('10 MB at most') }] });
    // Under the limit the request reaches Payload, which asks who is sending it.
    const small = await request.post('/cms-api/media', {
      multipart: { file: { name: 'small.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1024, 1) } },
    });
    expect(small.status()).toBe(403);
  });

  test('an undecodable back-office address (/admin/%ff, /cms-api/%ff) is 400, not 500', async ({ request }) => {
    for (const path of ['/admin/%ff', '/admin/appointments/%C0%AF', '/cms-api/%ff', '/cms-api/media/a%ffb']) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
    expect((await request.get('/admin/login')).status()).toBe(200);
  });
});
