import { expect, test, type APIRequestContext } from '@playwright/test';
import { allPages } from './routes';
import { DEFAULT_BIND_ORIGIN, LOOPBACK_ORIGIN } from './servers';

/**
 * Every route answers the same whichever address the server binds, and behind a TLS-terminating proxy: Next proxies a
 * middleware rewrite over the network when bound to 127.0.0.1 (vercel/next.js#94745), which looped on the localised
 * booking addresses and failed with EPROTO on `/` and the filtered portfolios.
 */
const addresses = [
  ...allPages.map(({ url }) => url),
  '/',
  '/es/arquitectura?filter=retail',
  '/en/publicidad?filter=producto',
];

/**
 * What a page says of itself (language, title, canonical address, heading): a regenerated page carries Next's data in
 * another order, and each server regenerates on its own, so the documents are compared by what the site wrote.
 */
const OWN_PARTS = [
  /<html lang="[^"]*"/,
  /<title>[^<]*<\/title>/,
  /<link rel="canonical" href="[^"]*"/,
  /<h1[^>]*>[\s\S]*?<\/h1>/,
];

async function answer(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { maxRedirects: 0, headers: { 'accept-language': 'en', ...headers } });
  const body = await response.text();
  return { status: response.status(), parts: OWN_PARTS.map((part) => part.exec(body)?.[0] ?? null) };
}

for (const [name, origin, headers] of [
  ['bound to 127.0.0.1', LOOPBACK_ORIGIN, {}],
  ['bound to 127.0.0.1 behind a TLS proxy', LOOPBACK_ORIGIN, { 'x-forwarded-proto': 'https' }],
  ['bound to every interface behind a TLS proxy', DEFAULT_BIND_ORIGIN, { 'x-forwarded-proto': 'https' }],
] as const) {
  test(`every page is served directly, ${name}`, async ({ request }) => {
    for (const url of addresses) {
      const reference = await answer(request, `${DEFAULT_BIND_ORIGIN}${url}`);
      expect(reference.status, url).toBe(200);
      expect(reference.parts, url).not.toContain(null);
      expect(await answer(request, `${origin}${url}`, headers), url).toEqual(reference);
    }
  });
}

test("the root serves the stored language, else the browser's, on a loopback-bound server", async ({ request }) => {
  const lang = async (headers: Record<string, string>) =>
    /<html lang="(\w+)"/.exec(
      await (await request.get(`${LOOPBACK_ORIGIN}/`, { maxRedirects: 0, headers })).text(),
    )?.[1];
  expect(await lang({ 'accept-language': 'it-IT,it;q=0.9' })).toBe('it');
  expect(await lang({ 'accept-language': 'it', cookie: 'i18nextLng=en' })).toBe('en');
  expect(await lang({ 'accept-language': 'de' })).toBe('es');
});
