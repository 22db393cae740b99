import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedApiMethods, API_ROUTE_METHODS, refusedApiMethod } from '@/lib/api/route-methods';

const apiFolder = path.resolve(import.meta.dirname, '../../app/api');

/** Every route file under app/api (but the catch-all's) with the HTTP methods it exports. */
function routeFiles(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const entry of readdirSync(apiFolder, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(entry) !== 'route.ts' || entry.includes('[[...')) continue;
    const source = readFileSync(path.join(apiFolder, entry), 'utf8');
    const methods = [
      ...source.matchAll(/^export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/gm),
    ].map((match) => match[1] ?? '');
    found[`/api/${path.dirname(entry).split(path.sep).join('/')}`] = methods.sort();
  }
  return found;
}

describe('the API routes’ methods', () => {
  it('the table names every route file under app/api with exactly the methods it exports', () => {
    const table = Object.fromEntries(
      Object.entries(API_ROUTE_METHODS).map(([route, methods]) => [route, [...methods].sort()]),
    );
    expect(table).toEqual(routeFiles());
  });

  it.each([
    ['/api/contents', 'POST', ['GET', 'HEAD', 'OPTIONS']],
    ['/api/lead-magnet', 'GET', ['POST', 'OPTIONS']],
    ['/api/appointments', 'DELETE', ['GET', 'POST', 'HEAD', 'OPTIONS']],
    ['/api/contact', 'PUT', ['POST', 'OPTIONS']],
    ['/api/consent-texts/it', 'PATCH', ['GET', 'HEAD', 'OPTIONS']],
    ['/api/contact/', 'get', ['POST', 'OPTIONS']],
  ])('%s refuses %s and names %j', (pathname, method, allowed) => {
    expect(refusedApiMethod(pathname, method)).toEqual(allowed);
  });

  it.each([
    ['/api/contents', 'GET'],
    ['/api/contents', 'HEAD'],
    ['/api/contact', 'OPTIONS'],
    ['/api/appointments', 'POST'],
    // Addresses no route answers are the catch-all's 404, whatever the method.
    ['/api/nothing-here', 'DELETE'],
    ['/api/consent-texts', 'POST'],
    ['/api/consent-texts/it/more', 'POST'],
  ])('%s lets %s pass', (pathname, method) => {
    expect(refusedApiMethod(pathname, method)).toBeNull();
  });

  it('a dynamic segment stands for one non-empty segment', () => {
    expect(allowedApiMethods('/api/consent-texts/en')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedApiMethods('/api/consent-texts/')).toBeNull();
  });
});
