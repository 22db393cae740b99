import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest, slot, workingDay } from './support/requests';

const environment = setTestEnvironment({ DATABASE_POOL_MAX: '20' });
const appointments = await import('@/app/api/appointments/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

describe(`A pending or confirmed appointment owns its slot on ${environment.driver}`, () => {
  it('lets exactly one of 100 concurrent requests for one slot win; the others get 409', async () => {
    const date = slot(workingDay(7), '16:30');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        appointments.POST(
          jsonRequest('/api/appointments', {
            name: `Visitante ${index}`,
            email: `v${index}@example.com`,
            date,
            lang: 'en',
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const losers = await Promise.all(responses.filter((response) => response.status === 409).map(body));
    expect(new Set(losers.map((answer) => answer.message))).toEqual(
      new Set(['That time has just been booked. Please choose another slot.']),
    );

    const { db } = await getStore();
    const rows = await db.selectFrom('appointments').select('id').where('slot_start', '=', date).execute();
    expect(rows).toHaveLength(1);
    // Only the winner's two e-mails were queued: a loser's transaction left nothing behind.
    const mails = await db.selectFrom('mail_outbox').select('id').execute();
    expect(mails).toHaveLength(2);
  });

  it('relies on the database: a direct insert into an owned slot is refused by the unique index', async () => {
    const date = slot(workingDay(8), '10:30');
    expect(
      (await appointments.POST(jsonRequest('/api/appointments', { name: 'Ana', email: 'ana@example.com', date })))
        .status,
    ).toBe(201);
    const { db } = await getStore();
    const row = {
      id: 'direct-insert',
      name: 'Intruso',
      email: 'x@example.com',
      email_key: 'x@example.com',
      client_id: null,
      phone: '',
      service: 'consulta-gratuita',
      message: '',
      notify_email: null,
      lang: 'es',
      slot_start: date,
      slot_day: date.slice(0, 10),
      status: 'confirmed' as const,
      created_at: new Date().toISOString(),
    };
    await expect(db.insertInto('appointments').values(row).execute()).rejects.toThrow();
  });
});
