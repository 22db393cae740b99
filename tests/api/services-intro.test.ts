import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

type Reply = { status: number; body: string };

const seen: string[] = [];
let reply: Reply = { status: 200, body: '[]' };

/** An external provider on localhost (PROVIDER_API_URL) that answers what each case says. */
const server = createServer((request, response) => {
  seen.push(request.url ?? '');
  response.writeHead(reply.status, { 'content-type': 'application/json' });
  response.end(reply.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
setTestEnvironment({
  PROVIDER_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  PROVIDER_TIMEOUT_MS: '2000',
});
const { getContents } = await import('@/lib/provider');
const { getServicesIntro } = await import('@/lib/page-content');

beforeEach(() => {
  seen.length = 0;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Services introduction: hidden if the server returns nothing', () => {
  it('asks the provider for the first services-intro entry of the page language', async () => {
    reply = {
      status: 200,
      body: JSON.stringify([
        { id: 7, title: 'Cómo trabajamos', description: 'Primera línea\nSegunda línea' },
        { id: 8, title: 'Otra', description: '' },
      ]),
    };
    expect(await getServicesIntro('it', getContents)).toEqual({
      id: '7',
      title: 'Cómo trabajamos',
      description: 'Primera línea\nSegunda línea',
    });
    expect(seen).toEqual(['/api/contents?page=home&section=services-intro&lang=it']);
  });

  it('is hidden when the provider returns an empty list', async () => {
    reply = { status: 200, body: '[]' };
    expect(await getServicesIntro('es', getContents)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('is hidden when the provider returns an object with an empty contents list', async () => {
    reply = { status: 200, body: JSON.stringify({ contents: [] }) };
    expect(await getServicesIntro('en', getContents)).toBeNull();
  });

  it('is hidden when the provider returns an entry without a title', async () => {
    reply = { status: 200, body: JSON.stringify([{ id: 1, title: '', description: 'Sin título' }]) };
    expect(await getServicesIntro('es', getContents)).toBeNull();
  });

  it('is hidden, and the failure only logged, when the provider fails', async () => {
    reply = { status: 503, body: 'maintenance' };
    expect(await getServicesIntro('es', getContents)).toBeNull();
    expect(seen).toHaveLength(1);
  });
});
