import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';
import { jsonRequest } from './support/requests';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Reply = { status: number; body?: string; headers?: Record<string, string>; statusText?: string } | 'never';

const seen: Seen[] = [];
let reply: (request: Seen) => Reply = () => ({ status: 200, body: '[]' });

/** A real provider on localhost that records each request and answers what the test says. */
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const entry = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    seen.push(entry);
    const answer = reply(entry);
    if (answer === 'never') return; // a provider that never answers
    response.writeHead(answer.status, answer.statusText ?? '', {
      'content-type': 'application/json',
      ...answer.headers,
    });
    response.end(answer.body ?? '');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

setTestEnvironment({ PROVIDER_API_URL: base, PROVIDER_TIMEOUT_MS: '2000' });
const provider = await import('@/lib/provider');
const { ProviderHttpError } = await import('@/lib/provider/errors');
const contactRoute = await import('@/app/api/contact/route');

const context = { clientId: '1.2.3.4', cookie: 'session=abc123' };

beforeEach(() => {
  seen.length = 0;
  reply = () => ({ status: 200, body: '[]' });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('The HTTP client for an external provider', () => {
  it('sends GET calls with the query, no JSON content type, and reads a list or an object holding one', async () => {
    reply = () => ({
      status: 200,
      body: JSON.stringify({ contents: [{ id: 1, title: 'Hola', description: 'Uno\nDos', extra: true }, { bad: 1 }] }),
    });
    const entries = await provider.getContents({ page: 'home', section: 'hero', lang: 'it' });
    expect(entries).toEqual([{ id: '1', title: 'Hola', description: 'Uno\nDos' }]);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/contents?page=home&section=hero&lang=it');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('forwards the session cookie and sends JSON with a content type only when there is a body', async () => {
    reply = () => ({ status: 201, body: JSON.stringify({ success: true, message: 'ok' }) });
    const request = {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      date: '2026-03-30T08:00:00.000Z',
      service: 'consulta-gratuita',
      message: '',
      lang: 'es' as const,
    };
    expect(await provider.createAppointment(request, context)).toEqual({ success: true, message: 'ok' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/api/appointments');
    expect(seen[0]?.headers.cookie).toBe('session=abc123');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      date: request.date,
      service: 'consulta-gratuita',
      message: '',
    });
  });

  it('puts the lead magnet parameters in the query and only the e-mail in the body', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ success: true }) });
    await provider.requestLeadMagnet(
      { email: 'l@example.com', lang: 'en', stage: 2, type: 'stage_specific', source: 'quiz' },
      context,
    );
    expect(seen[0]?.url).toBe('/api/lead-magnet?lang=en&stage=2&type=stage_specific&source=quiz');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'l@example.com' });
    // A visitor whose stage is unknown: the call carries the default, 1 (spec §7).
    await provider.requestLeadMagnet({ email: 'g@example.com', lang: 'es', type: 'general', source: 'home' }, context);
    expect(seen[1]?.url).toBe('/api/lead-magnet?lang=es&stage=1&type=general&source=home');
  });

  it("raises '{status}: {body}' on a non-OK answer and does not retry", async () => {
    reply = () => ({ status: 500, body: 'database down' });
    await expect(
      provider.sendContactMessage({
        name: 'A',
        email: 'a@example.com',
        subject: 'Hi',
        message: 'Hello there!',
        lang: 'en',
      }),
    ).rejects.toThrow(new ProviderHttpError(500, 'Internal Server Error', 'database down'));
    await expect(provider.getGalleries('turismo', 'es')).rejects.toThrow('500: database down');
    expect(seen).toHaveLength(2);
  });

  it('uses the status text when the body is empty', async () => {
    reply = () => ({ status: 503, statusText: 'Service Unavailable', body: '' });
    await expect(provider.getGalleries('publicidad', 'es')).rejects.toThrow('503: Service Unavailable');
  });

  it('lists the home page’s upcoming appointments from the studio’s list, read with its token: times and statuses only', async () => {
    const [soon, later, dropped, past] = [1, 3, 2, -1].map((days) =>
      new Date(Date.now() + days * 86_400_000).toISOString(),
    );
    reply = () => ({
      status: 200,
      body: JSON.stringify([
        { id: 'c', name: 'Carla', date: later, status: 'confirmed' },
        { id: 'a', name: 'Ana', date: soon, status: 'pending' },
        { id: 'x', name: 'Xavi', date: dropped, status: 'cancelled' },
        { id: 'p', name: 'Pau', date: past, status: 'confirmed' },
      ]),
    });
    expect(await provider.listUpcomingAppointments()).toEqual([
      { date: soon, status: 'pending' },
      { date: later, status: 'confirmed' },
    ]);
    expect(seen[0]?.url).toBe('/api/appointments');
    expect(seen[0]?.headers.authorization).toBe('Bearer test-studio-token-0123456789');
    // A provider that refuses the token: no list, not an error on the home page.
    reply = () => ({ status: 401, body: 'Unauthorized' });
    expect(await provider.listUpcomingAppointments()).toEqual([]);
  });

  it('treats a 401 on the appointment list as an empty list', async () => {
    reply = () => ({ status: 401, body: 'Unauthorized' });
    expect(await provider.listAppointments(context)).toEqual([]);
  });

  it('derives availability from the appointments when the provider has no availability call', async () => {
    reply = ({ url }) =>
      url.startsWith('/api/availability')
        ? { status: 404, body: 'Not Found' }
        : {
            status: 200,
            body: JSON.stringify([{ id: 'a', name: 'X', date: '2099-03-30T08:00:00.000Z', status: 'confirmed' }]),
          };
    const [day] = await provider.getAvailability({ from: '2099-03-30', to: '2099-03-30' });
    expect(day?.date).toBe('2099-03-30');
    expect(seen.map((entry) => entry.url)).toEqual([
      '/api/availability?from=2099-03-30&to=2099-03-30',
      '/api/appointments',
    ]);
  });

  it('lets the API routes relay an external provider refusal with its status', async () => {
    reply = () => ({ status: 409, body: JSON.stringify({ success: false, error: 'taken' }) });
    const response = await contactRoute.POST(
      jsonRequest('/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Hola',
        message: 'Un mensaje de prueba.',
        lang: 'es',
      }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: 'taken' });
    reply = () => ({ status: 422, body: 'Unprocessable' });
    const plain = await contactRoute.POST(
      jsonRequest('/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Hola',
        message: 'Un mensaje de prueba.',
        lang: 'es',
      }),
    );
    expect(plain.status).toBe(422);
    expect(await plain.json()).toMatchObject({ success: false, error: '422: Unprocessable' });
  });

  it('gives up on a provider that never answers, as a 504 the routes turn into a localised 502', async () => {
    reply = () => 'never';
    const started = Date.now();
    await expect(provider.getContents({ page: 'home', section: 'hero', lang: 'es' })).rejects.toMatchObject({
      status: 504,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const response = await contactRoute.POST(
      jsonRequest('/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Hola',
        message: 'Un mensaje de prueba.',
        lang: 'es',
      }),
    );
    expect(response.status).toBe(502);
  });

  it('never offers every slot as free when the appointment list cannot be read', async () => {
    reply = ({ url }) =>
      url.startsWith('/api/availability') ? { status: 404, body: 'Not Found' } : { status: 401, body: 'Unauthorized' };
    await expect(provider.getAvailability({ from: '2099-03-30', to: '2099-03-30' })).rejects.toMatchObject({
      status: 401,
    });
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer test-studio-token-0123456789');
  });

  it('reads an empty 2xx answer to a submission as a success, not a failure', async () => {
    reply = () => ({ status: 201, body: '' });
    const result = await provider.sendContactMessage(
      { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Un mensaje de prueba.', lang: 'es' },
      context,
    );
    expect(result.success).toBe(true);
  });
});
