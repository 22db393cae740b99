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
 * What differs between a page as the build wrote it and as Next regenerates it at runtime, once its revalidate period
 * (the booking pages: 3600 s) or a revalidated tag has made it stale: Next's inline RSC payload
 * (`self.__next_f.push(…)` scripts), which a runtime render streams in another order and with other prefetch hints
 * (`"h"`: the build marks its hints stale), and so the name of the file it is served in when it is moved out of the
 * page. Each server regenerates on its own, so with a build older than a page's period one may answer either. The
 * document itself (every element, attribute and text, the other inline scripts) is still compared byte for byte.
 */
const RSC_PAYLOAD = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?\)<\/script>/g;
// The same data, moved into a file of its own named by its content (scripts/boot-after-paint.cjs): its name.
const RSC_FILE = /\/_next\/static\/flight\/[0-9a-f]{32}\.json/g;

async function answer(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { maxRedirects: 0, headers: { 'accept-language': 'en', ...headers } });
  // Prerendered pages are byte for byte the same file whichever server reads it, but for what regeneration changes.
  return { status: response.status(), body: (await response.text()).replace(RSC_PAYLOAD, '').replace(RSC_FILE, 'flight') };
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
      expect(await answer(request, `${origin}${url}`, headers), url).toEqual(reference);
    }
  });
}

test('the root serves the stored language, else the browser\'s, on a loopback-bound server', async ({ request }) => {
  const lang = async (headers: Record<string, string>) =>
    /<html lang="(\w+)"/.exec(await (await request.get(`${LOOPBACK_ORIGIN}/`, { maxRedirects: 0, headers })).text())?.[1];
  expect(await lang({ 'accept-language': 'it-IT,it;q=0.9' })).toBe('it');
  expect(await lang({ 'accept-language': 'it', cookie: 'i18nextLng=en' })).toBe('en');
  expect(await lang({ 'accept-language': 'de' })).toBe('es');
});
