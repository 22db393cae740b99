import { expect } from '../check-results';
import { ORIGIN, VISITOR } from './settings';

/** What a visitor gets: pages from PostgreSQL and then the cache, and a preview deployment kept out of search. */
export async function visitorChecks(): Promise<void> {
  const home = await fetch(`${ORIGIN}/es`, { headers: VISITOR });
  const html = await home.text();
  expect(
    '/es renders from PostgreSQL at its first request',
    home.status === 200 && html.includes('<html lang="es"') && html.length > 10_000,
    `${home.status}, ${html.length} bytes`,
  );
  expect(
    '/es is noindex on a preview deployment',
    home.headers.get('x-robots-tag') === 'noindex, nofollow',
    String(home.headers.get('x-robots-tag')),
  );
  const again = await fetch(`${ORIGIN}/es`, { headers: VISITOR });
  await again.arrayBuffer();
  const cache = again.headers.get('x-nextjs-cache');
  expect(
    '/es is then served from the cache (not rendered per request)',
    cache === 'HIT' || cache === 'STALE',
    String(cache),
  );
  for (const page of [
    '/en/free-consultation',
    '/it/arquitectura',
    '/es/arquitectura?filter=retail',
    '/es/legal-notice',
  ]) {
    const response = await fetch(`${ORIGIN}${page}`, { headers: VISITOR });
    await response.arrayBuffer();
    expect(`${page} answers 200`, response.status === 200, String(response.status));
  }
  const robots = await (await fetch(`${ORIGIN}/robots.txt`)).text();
  expect(
    'robots.txt disallows everything and names no sitemap',
    /Disallow: \/\s*$/m.test(robots) && !/Sitemap:/i.test(robots),
    robots.replace(/\n/g, ' | '),
  );
  for (const address of ['/api/health', '/admin/login', '/sitemap.xml']) {
    const response = await fetch(`${ORIGIN}${address}`);
    await response.arrayBuffer();
    expect(
      `${address} is noindex too`,
      response.headers.get('x-robots-tag') === 'noindex, nofollow',
      String(response.headers.get('x-robots-tag')),
    );
  }
}
