import { describe, expect, it } from 'vitest';

const unknown = await import('@/app/api/[[...path]]/route');

const request = (path: string, init: RequestInit = {}) => new Request(`http://localhost:3000${path}`, init);

describe('an /api/ address that names no endpoint: a JSON 404, not the HTML page', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/contents/extra/segments'],
    ['POST', '/api/appointment'],
    ['PUT', '/api/contact/1'],
    ['PATCH', '/api/leads'],
    ['DELETE', '/api/gallery'],
    ['OPTIONS', '/api/unknown'],
  ] as const)('%s %s is 404 with success false and a message, not cached', async (method, path) => {
    const response = await unknown[method](request(path, { method }));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: false,
      message: 'Esta dirección de la API no existe.',
      error: 'Esta dirección de la API no existe.',
    });
  });

  it.each([
    ['?lang=en', {}, 'This API address does not exist.'],
    ['?lang=it', {}, 'Questo indirizzo dell’API non esiste.'],
    ['', { 'accept-language': 'it-IT,it;q=0.9' }, 'Questo indirizzo dell’API non esiste.'],
    ['', { 'accept-language': 'en-GB,en;q=0.8' }, 'This API address does not exist.'],
    // A language the site does not speak is no reason for another status: the browser's, else Spanish.
    ['?lang=de', { 'accept-language': 'en' }, 'This API address does not exist.'],
    ['?lang=de', {}, 'Esta dirección de la API no existe.'],
  ])('in the caller’s language: %s %o', async (query, headers, message) => {
    const response = await unknown.GET(request(`/api/nope${query}`, { headers }));
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe(message);
  });
});
