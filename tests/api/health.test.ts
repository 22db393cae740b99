import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STUDIO_EMAIL, STUDIO_TOKEN, resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest, slot, workingDay } from './support/requests';

// One pooled connection, so that making "the" connection read-only makes the whole store read-only on either driver.
const environment = setTestEnvironment({
  DATABASE_POOL_MAX: '1',
  HEALTH_OUTBOX_MAX_WAITING: '3',
  HEALTH_OUTBOX_MAX_AGE_MINUTES: '30',
});
const health = await import('@/app/api/health/route');
const appointments = await import('@/app/api/appointments/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

async function check(token?: string): Promise<{ status: number; json: Record<string, unknown>; text: string }> {
  const response = await health.GET(
    new Request('http://localhost/api/health', { headers: token ? { authorization: `Bearer ${token}` } : {} }),
  );
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as Record<string, unknown>, text };
}

/** What an operator does to a live database: SQLite's query_only, PostgreSQL's read-only default for the session. */
async function setReadOnly(on: boolean): Promise<void> {
  const { db, driver } = await getStore();
  if (driver === 'sqlite') await sql.raw(`PRAGMA query_only = ${on ? 'ON' : 'OFF'}`).execute(db);
  else await sql.raw(`SET default_transaction_read_only = ${on ? 'on' : 'off'}`).execute(db);
}

describe(`GET /api/health on ${environment.driver}`, () => {
  beforeEach(async () => {
    await setReadOnly(false);
    const { db } = await getStore();
    await db.deleteFrom('mail_outbox').execute();
  });

  it('is 200 with every part ok when the site can take a booking', async () => {
    const { status, json } = await check();
    expect(status).toBe(200);
    expect(json).toMatchObject({
      success: true,
      status: 'ok',
      checks: { database: { ok: true }, writes: { ok: true }, outbox: { ok: true } },
    });
  });

  it('is 503 naming the writes when the database is read-only; a booking is then a localised 503, and nothing stored is lost', async () => {
    const date = slot(workingDay(3), '10:00');
    const visitor = {
      name: 'Lucía Martínez',
      email: 'lucia@example.com',
      phone: '',
      message: '',
      service: 'consulta-gratuita',
    };
    const stored = await body(await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date })));
    expect(stored.success).toBe(true);

    await setReadOnly(true);
    const { status, json } = await check();
    expect(status).toBe(503);
    expect(json).toMatchObject({
      success: false,
      status: 'fail',
      checks: { database: { ok: true }, writes: { ok: false, error: 'read-only' } },
    });

    const refused = await appointments.POST(
      jsonRequest('/api/appointments', {
        ...visitor,
        email: 'marco@example.com',
        date: slot(workingDay(4), '11:00'),
        lang: 'en',
      }),
    );
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await body(refused)).toMatchObject({
      success: false,
      message: 'We can’t record requests right now. Please try again in a few minutes.',
    });

    await setReadOnly(false);
    expect((await check()).status).toBe(200);
    const { db } = await getStore();
    expect(await db.selectFrom('appointments').select('id').where('id', '=', String(stored.id)).execute()).toHaveLength(
      1,
    );
  });

  it('is 503 naming the outbox when mail piles up, or mail to the studio waits too long or was given up on; counts only for the studio, never an address', async () => {
    const { db } = await getStore();
    const now = Date.now();
    const row = (
      id: string,
      minutesAgo: number,
      { failed = false, recipient = 'secret-visitor@example.com' } = {},
    ) => ({
      id,
      kind: 'booking-confirmation',
      recipient,
      payload: '{}',
      status: 'pending' as const,
      next_attempt_at: new Date(now + 3_600_000).toISOString(),
      claimed_at: null,
      created_at: new Date(now - minutesAgo * 60_000).toISOString(),
      sent_at: null,
      last_error: 'connect ECONNREFUSED smtp://user:password@mail.example.com',
      failed_at: failed ? new Date(now - 60_000).toISOString() : null,
    });
    const reset = async (...rows: ReturnType<typeof row>[]) => {
      await db.deleteFrom('mail_outbox').execute();
      if (rows.length) await db.insertInto('mail_outbox').values(rows).execute();
    };

    await reset(row('a', 1), row('b', 2), row('c', 3, { recipient: STUDIO_EMAIL }));
    expect((await check()).status).toBe(200);

    await reset(row('a', 1), row('b', 2), row('c', 3), row('d', 4));
    const backlog = await check();
    expect(backlog.status).toBe(503);
    expect(backlog.json).toMatchObject({
      status: 'fail',
      checks: { writes: { ok: true }, outbox: { ok: false, error: 'backlog' } },
    });
    expect(backlog.json.checks).not.toHaveProperty('outbox.waiting');

    await reset(row('old', 45, { recipient: STUDIO_EMAIL }));
    const stale = await check(STUDIO_TOKEN);
    expect(stale.status).toBe(503);
    expect(stale.json).toMatchObject({
      checks: { outbox: { ok: false, error: 'stale', waiting: 1, failedLastDay: 0 } },
    });

    await reset(row('gave-up', 120, { failed: true, recipient: STUDIO_EMAIL }));
    const failed = await check(STUDIO_TOKEN);
    expect(failed.status).toBe(503);
    expect(failed.json).toMatchObject({
      checks: { outbox: { ok: false, error: 'mail-given-up', failedLastDay: 1 } },
      mail: { failed: 1 },
    });
    for (const text of [backlog.text, stale.text, failed.text]) {
      expect(text).not.toContain('@');
      expect(text).not.toContain('password');
    }
  });

  it('stays 200 when only a visitor address delays or loses its own mail (anyone could type one that never answers)', async () => {
    const { db } = await getStore();
    const now = Date.now();
    const base = {
      kind: 'booking-confirmation',
      recipient: 'nobody@blackhole.example',
      payload: '{}',
      status: 'pending' as const,
      claimed_at: null,
      sent_at: null,
      last_error: null,
    };
    await db
      .insertInto('mail_outbox')
      .values([
        {
          ...base,
          id: 'slow',
          next_attempt_at: new Date(now).toISOString(),
          created_at: new Date(now - 5 * 3_600_000).toISOString(),
          failed_at: null,
        },
        {
          ...base,
          id: 'lost',
          next_attempt_at: new Date(now).toISOString(),
          created_at: new Date(now - 3_600_000).toISOString(),
          failed_at: new Date(now - 60_000).toISOString(),
        },
      ])
      .execute();
    const { status, json } = await check(STUDIO_TOKEN);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      checks: { outbox: { ok: true, waiting: 1, failedLastDay: 0 } },
      mail: { waiting: 1, failed: 1 },
    });
  });
  it('warns, still 200, when a real host name is served while SITE_URL was never set; never on this machine', async () => {
    const fromHost = async (host: string) => {
      const response = await health.GET(new Request(`http://${host}/api/health`, { headers: { host } }));
      return { status: response.status, json: (await response.json()) as { warnings?: string[] } };
    };
    expect((await fromHost('lumenestudio.es')).json.warnings).toBeUndefined();
    const configured = process.env.SITE_URL;
    delete process.env.SITE_URL;
    try {
      const served = await fromHost('lumenestudio.es');
      expect(served.status).toBe(200);
      expect(served.json.warnings?.join('\n')).toMatch(
        /SITE_URL is not set, but this site is being served as lumenestudio\.es/,
      );
      expect((await fromHost('127.0.0.1:3000')).json.warnings).toBeUndefined();
    } finally {
      process.env.SITE_URL = configured;
    }
  });
});
