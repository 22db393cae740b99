import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { firstVisit } from './consent-support';
import { E2E_PORT, LOOPBACK_ORIGIN } from './servers';

/**
 * ANALYTICS_SCRIPT_URL pointed at a local stub (another origin): a second server of this build starts with the
 * setting, which the proxy and /api/analytics read at start, so no rebuild is needed.
 */
// After the two servers of playwright.config.ts (E2E_PORT and E2E_PORT + 1).
const sitePort = E2E_PORT + 2;
const site = `http://127.0.0.1:${sitePort}`;
let stub: Server;
let stubOrigin = '';
const stubHits: string[] = [];
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ ...firstVisit, baseURL: site });

async function waitForSite() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${site}/es`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the analytics test server did not start');
}

test.beforeAll(async () => {
  stub = createServer((request, response) => {
    stubHits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end('window.__stubAnalytics = (window.__stubAnalytics || 0) + 1;');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(sitePort)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: 'file:.data/e2e/studio.db',
      MAIL_OUTBOX_DIR: '.data/e2e/outbox',
      ANALYTICS_SCRIPT_URL: `${stubOrigin}/script.js`,
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitForSite();
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return origins;
}

async function ready(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

test('the Content-Security-Policy admits the analytics origin only when it is set', async ({ request }) => {
  const withSetting = (await request.get(`${site}/es`)).headers()['content-security-policy'];
  expect(withSetting).toContain(`script-src 'self' 'unsafe-inline' ${stubOrigin}`);
  const withoutSetting = (await request.get(`${LOOPBACK_ORIGIN}/es`)).headers()['content-security-policy'];
  expect(withoutSetting).not.toContain('127.0.0.1');
});

test('without consent, or with only necessary, no request leaves for another origin', async ({ page }) => {
  const origins = recordOrigins(page);
  stubHits.length = 0;
  await ready(page, '/es');
  await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
  const input = page.getByRole('dialog').getByRole('textbox');
  await input.fill('precio');
  await input.press('Enter');
  await expect(page.locator('li[data-topic="pricing"]')).toBeVisible();
  await ready(page, '/es/turismo');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Solo necesarias' }).click();
  await ready(page, '/es/cookie-policy');
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([site]);
  expect(stubHits).toEqual([]);
  expect(await page.evaluate(() => 'stubAnalytics' in window || '__stubAnalytics' in window)).toBe(false);
});

test('the script is requested only after analytics consent, and not after a withdrawal', async ({ page }) => {
  stubHits.length = 0;
  await ready(page, '/en');
  await page.waitForLoadState('networkidle');
  expect(stubHits).toEqual([]);

  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Configure' }).click();
  await page.getByRole('switch', { name: 'Analytics' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.waitForLoadState('networkidle');
  expect(stubHits).toEqual([]);

  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => page.evaluate(() => (window as { __stubAnalytics?: number }).__stubAnalytics ?? 0)).toBe(1);
  expect(stubHits).toEqual(['/script.js']);

  // Withdrawing reloads the page so that none of the script's code keeps running, and it is not loaded again.
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByTestId('cookie-banner').getByRole('button', { name: 'Only necessary' }).click(),
  ]);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await ready(page, '/en/turismo');
  await page.waitForLoadState('networkidle');
  expect(stubHits).toEqual(['/script.js']);
  expect(await page.evaluate(() => '__stubAnalytics' in window)).toBe(false);
});
