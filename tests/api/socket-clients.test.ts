import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';

/*
 * The limits as `npm start` applies them: requests reach the routes through server.mjs's HTTP server from different
 * loopback addresses (Node's localAddress), so each client is its socket, whatever headers it sends.
 */
// No proxy in front: the socket is the client, as for `npm start` facing the Internet.
const environment = setTestEnvironment({ RATE_LIMIT_PASSWORD_ATTEMPTS: '3', TRUST_PROXY_HOPS: '0' });
const { createStampedServer } = await import('@/scripts/stamped-server.mjs');
const verify = await import('@/app/api/gallery/verify-password/route');
const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const { closeStore } = await import('@/lib/provider/embedded/db/connection');

const routes: Record<string, (request: Request) => Promise<Response>> = {
  '/api/gallery/verify-password': (request) => verify.POST(request),
  '/cms-api/users/forgot-password': (request) =>
    rest.POST(request, { params: Promise.resolve({ slug: ['users', 'forgot-password'] }) }),
};

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: Buffer.concat(chunks) });
}

let server: Server;
let origin = '';

beforeAll(async () => {
  await resetDatabase();
  server = createStampedServer(async (req, res) => {
    const route = routes[new URL(req.url ?? '/', origin).pathname];
    const answer = route ? await route(await toRequest(req, origin)) : new Response('', { status: 404 });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeStore();
});

/** A JSON POST from the loopback address `from`, with a forged client header that must not count. */
function post(
  from: string,
  path: string,
  body: unknown,
): Promise<{ status: number; retryAfter: string | null; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const sent = httpRequest(
      `${origin}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin,
          'accept-language': 'es',
          'x-studio-client-address': '203.0.113.250',
          'x-forwarded-for': '203.0.113.251',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] ?? null,
            json: JSON.parse(text || 'null'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

describe(`clients told apart by their socket (${environment.driver})`, () => {
  it('gallery passwords: the guesser from 127.0.0.2 waits, 127.0.0.3 gets in at once', async () => {
    const guess = (from: string, password: string) =>
      post(from, '/api/gallery/verify-password', { galleryId: 'boutique-privada-retail', password });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await guess('127.0.0.2', `mal-${attempt}`)).toMatchObject({
        status: 200,
        json: { success: false, message: 'Contraseña incorrecta' },
      });
    }
    const held = await guess('127.0.0.2', 'lumen-retail-2025');
    expect(held.status).toBe(429);
    expect(Number(held.retryAfter)).toBeGreaterThan(0);
    expect(held.json).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Demasiados intentos\. Vuelve a intentarlo dentro de \d+ minutos\.$/),
    });
    expect(await guess('127.0.0.3', 'lumen-retail-2025')).toMatchObject({ status: 200, json: { success: true } });
  });

  it('password resets: 127.0.0.4 is held back after its five, 127.0.0.5 is not', async () => {
    const ask = (from: string, n: number) =>
      post(from, '/cms-api/users/forgot-password', { email: `socket-${n}-${Date.now()}@lumen.test` });
    for (let n = 0; n < 5; n++) expect((await ask('127.0.0.4', n)).status).toBe(200);
    const held = await ask('127.0.0.4', 5);
    expect(held.status).toBe(429);
    expect(Number(held.retryAfter)).toBeGreaterThan(3000);
    expect(held.json).toEqual({
      errors: [{ message: expect.stringMatching(/^Demasiadas solicitudes de restablecimiento desde esta conexión/) }],
    });
    expect((await ask('127.0.0.5', 6)).status).toBe(200);
  });
});
