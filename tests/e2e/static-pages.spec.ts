import { expect, test } from '@playwright/test';
import { openPage } from './ready';
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
    expect(headers['content-security-policy']).toContain("script-src-attr 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
  });

  test('the policy blocks nothing the site itself does: pages hydrate, the chat opens, a gallery opens', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await openPage(page, '/es');
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
    await openPage(page, '/en/turismo');
    await page.locator('a[data-gallery]').first().click();
    await expect(page.getByTestId('gallery-viewer')).toBeVisible({ timeout: 15_000 });
    expect(violations).toEqual([]);
  });
});
