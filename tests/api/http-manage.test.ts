import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

type Reply = { status: number; body: string };
const seen: { method: string; url: string; body: string }[] = [];
let reply: Reply = { status: 200, body: '{}' };

/** A real external provider on localhost that records each request and answers what the test says. */
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
setTestEnvironment({ PROVIDER_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
const provider = await import('@/lib/provider');

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const booking = {
  id: 'b1',
  name: 'Ana',
  date: '2026-12-01T09:00:00.000Z',
  status: 'pending',
  service: 'consulta-gratuita',
  lang: 'es',
};

describe('the HTTP client calls an external provider for the manage link', () => {
  it('reads the booking with GET /api/appointments/manage?token=', async () => {
    reply = { status: 200, body: JSON.stringify({ success: true, booking }) };
    expect(await provider.getManagedBooking('tok_en-123456789012')).toEqual({ found: true, booking });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/appointments/manage?token=tok_en-123456789012' });
  });

  it("reads who cancelled a cancelled booking and the studio's reason; never on one that is not cancelled", async () => {
    const cancelled = { ...booking, status: 'cancelled', cancelledBy: 'studio', cancelReason: '  Cerramos.  ' };
    reply = { status: 200, body: JSON.stringify({ success: true, booking: cancelled }) };
    expect(await provider.getManagedBooking('tok_en-123456789012')).toEqual({
      found: true,
      booking: { ...cancelled, cancelReason: 'Cerramos.' },
    });
    reply = {
      status: 200,
      body: JSON.stringify({ success: true, booking: { ...booking, cancelledBy: 'studio', cancelReason: 'x' } }),
    };
    expect(await provider.getManagedBooking('tok_en-123456789012')).toEqual({ found: true, booking });
    reply = {
      status: 200,
      body: JSON.stringify({
        success: true,
        booking: { ...booking, status: 'cancelled', cancelledBy: 'someone', cancelReason: 42 },
      }),
    };
    expect(await provider.getManagedBooking('tok_en-123456789012')).toEqual({
      found: true,
      booking: { ...booking, status: 'cancelled' },
    });
  });

  it.each([
    [400, 'invalid'],
    [404, 'invalid'],
    [410, 'past'],
  ] as const)('reads a %i as a link that opens nothing (%s)', async (status, problem) => {
    reply = { status, body: '{"success":false}' };
    expect(await provider.getManagedBooking('tok_en-123456789012')).toEqual({ found: false, problem });
  });

  it('cancels with POST /api/appointments/cancel {token, lang}', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        success: true,
        message: 'Done',
        outcome: 'cancelled',
        booking: { ...booking, status: 'cancelled' },
      }),
    };
    const result = await provider.cancelBooking({ token: 'tok_en-123456789012', lang: 'en' }, { clientId: '1.2.3.4' });
    expect(result).toMatchObject({ success: true, outcome: 'cancelled', booking: { status: 'cancelled' } });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/appointments/cancel' });
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({ token: 'tok_en-123456789012', lang: 'en' });
  });

  it.each([
    [400, 'invalid'],
    [410, 'past'],
    [429, 'rate-limited'],
  ] as const)('passes a %i refusal on as the outcome %s, with the provider message', async (status, outcome) => {
    reply = { status, body: JSON.stringify({ success: false, message: 'Nope' }) };
    expect(await provider.cancelBooking({ token: 'tok_en-123456789012', lang: 'es' })).toMatchObject({
      success: false,
      outcome,
      message: 'Nope',
    });
  });

  it('a provider failure stays an error', async () => {
    reply = { status: 503, body: 'down' };
    await expect(provider.cancelBooking({ token: 'tok_en-123456789012', lang: 'es' })).rejects.toThrow('503: down');
  });
});
