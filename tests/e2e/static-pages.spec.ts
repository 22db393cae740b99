import { expect, test } from '@playwright/test';
import { allPages } from './routes';

test.describe('pages are served static', () => {
  test('every page in every language carries an s-maxage cache header', async ({ request }) => {
    for (const { url } of allPages) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toMatch(/s-maxage=\d+/);
    }
  });

  test('security headers are sent without making pages dynamic', async ({ request }) => {
    const response = await request.get('/es');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
  });
});
