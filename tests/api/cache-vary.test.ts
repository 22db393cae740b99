import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

setTestEnvironment();
const contents = await import('@/app/api/contents/route');
const galleries = await import('@/app/api/galleries/route');
const pdf = await import('@/app/api/download-pdf/route');

const read = (route: { GET: (request: Request) => Promise<Response> }, query: string, acceptLanguage = 'it') =>
  route.GET(new Request(`http://localhost/api/x?${query}`, { headers: { 'accept-language': acceptLanguage } }));

describe('public read answers and shared caches', () => {
  it.each([
    ['contents', contents, 'page=home&section=hero'],
    ['galleries', galleries, 'page=turismo'],
    ['download-pdf', pdf, 'type=general'],
  ] as const)(
    '%s without lang answers in the browser language and varies on Accept-Language',
    async (_name, route, query) => {
      const response = await read(route, query);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('public');
      expect(response.headers.get('vary')).toBe('Accept-Language');
    },
  );

  it.each([
    ['contents', contents, 'page=home&section=hero&lang=es'],
    ['galleries', galleries, 'page=turismo&lang=es'],
    ['download-pdf', pdf, 'type=general&lang=es'],
  ] as const)('%s with lang is one answer for everyone', async (_name, route, query) => {
    const response = await read(route, query);
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBeNull();
  });

  it('the language really follows Accept-Language when lang is absent', async () => {
    const italian = (await (await read(contents, 'page=home&section=hero', 'it')).json()) as { title: string }[];
    const english = (await (await read(contents, 'page=home&section=hero', 'en')).json()) as { title: string }[];
    expect(italian[0]?.title).not.toBe(english[0]?.title);
  });
});
