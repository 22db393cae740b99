import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { jsonRequest } from './support/requests';
import { startTestSmtp } from './support/smtp';

// As on Vercel: its flag, no SITE_URL of our own (so the address follows the deployment), the cron's secret, and mail
// through SMTP. The SQLite file of the test store is the one thing kept on disk here; the rule that refuses it on
// Vercel has its unit test (tests/unit/deployment.test.ts).
const CRON_SECRET = 'cron-secret-0123456789abcdef';
const smtp = await startTestSmtp();
const environment = setTestEnvironment({
  VERCEL: '1',
  VERCEL_ENV: 'preview',
  VERCEL_URL: 'lumen-git-drafts-studio.vercel.app',
  SITE_URL: undefined,
  CRON_SECRET,
  SMTP_URL: smtp.url,
  GALLERY_COOKIE_SECRET: 'g'.repeat(32),
});
const cron = await import('@/app/api/cron/mail-outbox/route');
const contact = await import('@/app/api/contact/route');
const media = await import('@/app/media/[...path]/route');
const robots = (await import('@/app/robots')).default;
const { env } = await import('@/lib/env');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(async () => {
  await closeStore();
  await smtp.stop();
});

const runCron = (authorization?: string) =>
  cron.GET(new Request('http://localhost/api/cron/mail-outbox', { headers: authorization ? { authorization } : {} }));

describe('on a Vercel preview deployment', () => {
  it('takes the deployment address for every absolute link', () => {
    expect(env.SITE_URL).toBe('https://lumen-git-drafts-studio.vercel.app');
  });

  it('disallows every path in robots.txt and advertises no sitemap', () => {
    const rules = robots();
    expect(rules.rules).toEqual([{ userAgent: '*', disallow: '/' }]);
    expect(rules.sitemap).toBeUndefined();
  });

  it('renders /media variants without writing them to disk', async () => {
    const key = 'tourism/laos/03.jpg';
    const first = await media.GET(new Request(`http://localhost/media/${key}`), {
      params: Promise.resolve({ path: key.split('/') }),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('s-maxage=31536000');
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(existsSync(path.join(environment.dir, 'media-cache'))).toBe(false);
    expect(readdirSync(environment.dir).filter((name) => !name.startsWith('studio.db'))).toEqual([]);
  });
});

describe('the mail retry cron (vercel.json)', () => {
  it('refuses a call without the CRON_SECRET bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-secret-0123456789', CRON_SECRET, `Basic ${CRON_SECRET}`]) {
      const response = await runCron(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('sends the mail an SMTP outage left waiting', async () => {
    await smtp.stop();
    const message = {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hotel',
      message: 'Queremos fotografiar el hotel.',
      lang: 'es',
    };
    expect((await contact.POST(jsonRequest('/api/contact', message))).status).toBe(201);
    const { db } = await getStore();
    await expect
      .poll(async () =>
        (await db.selectFrom('mail_outbox').select('attempts').execute()).every((row) => row.attempts >= 1),
      )
      .toBe(true);

    await smtp.start();
    const before = smtp.received.length;
    // Due now, as it would be once its back-off has passed.
    await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await runCron(`Bearer ${CRON_SECRET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({ success: true, sent: 2, failed: 0 });
    await smtp.waitFor(before + 2);
    expect(await db.selectFrom('mail_outbox').select('status').where('status', '!=', 'sent').execute()).toEqual([]);
  }, 30_000);
});
