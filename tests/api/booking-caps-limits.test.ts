import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest, slot, workingDay } from './support/requests';

// The booking caps per inbox, client, network and hour, counted in the database, at low settings of their own.
const environment = setTestEnvironment({
  BOOKING_MAX_PER_EMAIL: '2',
  BOOKING_MAX_PER_CLIENT: '3',
  BOOKING_MAX_PER_HOUR: '4',
  BOOKING_MAX_PER_NETWORK: '5',
  BOOKING_MAX_PER_NETWORK_HOUR: '7',
  BOOKING_STUDIO_NOTICES_PER_CLIENT_HOUR: '2',
});

// The server action reads its caller from the request's headers, which only a running Next server has: this test
// gives it the forwarded address a request would carry.
let actionAddress = '192.0.2.200';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': actionAddress }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));

const appointments = await import('@/app/api/appointments/route');
const { bookConsultation } = await import('@/lib/actions/booking');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeEach(resetDatabase);

/** Every booking so far to a slot of its own in the past, as if its time had come and gone. */
async function moveIntoThePast(): Promise<void> {
  const { db } = await getStore();
  const rows = await db.selectFrom('appointments').select('id').execute();
  for (const [index, row] of rows.entries()) {
    const past = new Date(Date.now() - (index + 1) * 86_400_000).toISOString();
    await db.updateTable('appointments').set({ slot_start: past }).where('id', '=', row.id).execute();
  }
}
afterAll(closeStore);

const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
let next = 0;
/** A free day and time for each booking of this file. */
function freshDayTime(): { day: string; time: string } {
  const index = next++;
  return { day: workingDay(10 + Math.floor(index / times.length)), time: times[index % times.length] ?? '10:00' };
}
const freshSlot = () => {
  const { day, time } = freshDayTime();
  return slot(day, time);
};

const book = (email: string, ip: string, lang = 'es') =>
  appointments.POST(jsonRequest('/api/appointments', { name: 'Ana López', email, date: freshSlot(), lang }, { ip }));

describe(`Booking caps, counted in the database (${environment.driver})`, () => {
  it('two future bookings per inbox: case, +tag and Gmail dots are the same inbox (409, localised, under the e-mail)', async () => {
    expect((await book('ana.lopez@gmail.com', '198.51.1.1')).status).toBe(201);
    expect((await book('AnaLopez+second@GMail.com', '198.51.2.1')).status).toBe(201);
    for (const [variant, lang, message] of [
      [
        'a.n.a.l.o.p.e.z+3@googlemail.com',
        'es',
        'Ya tienes el máximo de citas pendientes con esta dirección de email.',
      ],
      [
        'ANA.LOPEZ@gmail.com',
        'en',
        'You already have the maximum number of upcoming appointments with this email address.',
      ],
      [
        'analopez+x@gmail.com',
        'it',
        'Hai già il numero massimo di appuntamenti in programma con questo indirizzo email.',
      ],
    ] as const) {
      const refused = await book(variant, '198.51.100.3', lang);
      expect(refused.status, variant).toBe(409);
      const answer = await body(refused);
      expect(answer).toMatchObject({ success: false, code: 'email-limit' });
      expect(String(answer.message)).toContain(message);
      expect(answer.fieldErrors).toEqual({ email: answer.message });
    }
    // Another inbox on the same domain is another visitor.
    expect((await book('ana.lopez2@gmail.com', '198.51.4.1')).status).toBe(201);
    // Dots count outside Gmail: a.na@ and ana@ are two inboxes there.
    expect((await book('a.na@example.com', '198.51.5.1')).status).toBe(201);
    expect((await book('a.na+2@example.com', '198.51.6.1')).status).toBe(201);
    expect((await book('ana@example.com', '198.51.7.1')).status).toBe(201);
  });

  it('a cancelled booking counts for the hour after it was made; then it, and one in the past, no longer count', async () => {
    expect((await book('eva@example.com', '198.51.10.1')).status).toBe(201);
    expect((await book('eva@example.com', '198.51.11.1')).status).toBe(201);
    expect((await book('eva@example.com', '198.51.12.1')).status).toBe(409);
    const { db } = await getStore();
    const [first, second] = await db
      .selectFrom('appointments')
      .select('id')
      .where('email_key', '=', 'eva@example.com')
      .orderBy('slot_start')
      .execute();
    await db
      .updateTable('appointments')
      .set({ status: 'cancelled' })
      .where('id', '=', first?.id ?? '')
      .execute();
    expect((await book('eva@example.com', '198.51.13.1')).status).toBe(409);
    await db
      .updateTable('appointments')
      .set({ created_at: new Date(Date.now() - 3_601_000).toISOString() })
      .where('id', '=', first?.id ?? '')
      .execute();
    expect((await book('eva@example.com', '198.51.13.1')).status).toBe(201);
    await db
      .updateTable('appointments')
      .set({ slot_start: new Date(Date.now() - 86_400_000).toISOString() })
      .where('id', '=', second?.id ?? '')
      .execute();
    expect((await book('eva@example.com', '198.51.14.1')).status).toBe(201);
  });

  it('three future bookings per client, whatever the addresses (409, localised)', async () => {
    for (const name of ['uno', 'dos', 'tres'])
      expect((await book(`${name}@example.com`, '203.0.113.9')).status).toBe(201);
    const refused = await book('cuatro@example.com', '203.0.113.9', 'en');
    expect(refused.status).toBe(409);
    expect(await body(refused)).toMatchObject({
      code: 'client-limit',
      message: expect.stringContaining('from this connection'),
    });
    expect((await book('cuatro@example.com', '203.0.113.10')).status).toBe(201);
  });

  it('one client booking and cancelling again and again is stopped at its cap, and a stranger still books', async () => {
    const { db } = await getStore();
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 3; index += 1) {
        const answer = await book(`churn${round}${index}@example.com`, '192.0.2.7');
        expect(answer.status, `round ${round}, booking ${index}`).toBe(round === 0 ? 201 : 409);
      }
      await db.updateTable('appointments').set({ status: 'cancelled' }).where('client_id', '=', '192.0.2.7').execute();
    }
    expect(await body(await book('churn-again@example.com', '192.0.2.7', 'en'))).toMatchObject({
      code: 'client-limit',
    });
    expect((await book('stranger@example.com', '203.0.113.200')).status).toBe(201);
  });

  it('what one client made in the hour counts whatever became of it (429 with Retry-After, its own message)', async () => {
    const { db } = await getStore();
    for (let index = 0; index < 3; index += 1)
      expect((await book(`early${index}@example.com`, '192.0.2.8')).status).toBe(201);
    // Their slots have passed: the client holds nothing, but made three bookings this hour.
    await moveIntoThePast();
    expect((await book('fourth@example.com', '192.0.2.8')).status).toBe(201);
    const refused = await book('fifth@example.com', '192.0.2.8', 'it');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await body(refused)).toMatchObject({
      code: 'hourly-limit',
      message: expect.stringContaining('Da questa connessione sono state fatte troppe prenotazioni'),
    });
    // Others book meanwhile; an hour later the client books again.
    expect((await book('other@example.com', '198.51.100.99')).status).toBe(201);
    await db
      .updateTable('appointments')
      .set({ created_at: new Date(Date.now() - 3_601_000).toISOString() })
      .execute();
    expect((await book('fifth@example.com', '192.0.2.8')).status).toBe(201);
  });

  it('neighbouring IPv4 addresses (a /24) share a cap of their own; the next network does not', async () => {
    for (let host = 1; host <= 5; host += 1)
      expect((await book(`n${host}@example.com`, `203.0.113.${host}`)).status).toBe(201);
    expect(await body(await book('n6@example.com', '203.0.113.6'))).toMatchObject({ code: 'client-limit' });
    expect((await book('n6@example.com', '203.0.114.6')).status).toBe(201);
    await moveIntoThePast();
    for (let host = 7; host <= 8; host += 1)
      expect((await book(`n${host}@example.com`, `203.0.113.${host}`)).status).toBe(201);
    const refused = await book('n9@example.com', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(await body(refused)).toMatchObject({ code: 'hourly-limit' });
  });

  it('the studio hears of a client’s first bookings of an hour only; every booking is stored and confirmed', async () => {
    const { db } = await getStore();
    for (const host of ['192.0.2.20', '192.0.2.20', '192.0.2.20'])
      expect((await book(`notice${Math.random()}@example.com`, host)).status).toBe(201);
    const kinds = (await db.selectFrom('mail_outbox').select('kind').execute()).map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'booking-notification')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'booking-confirmation')).toHaveLength(3);
  });

  it('the booking form gets the same refusal, under the e-mail or as the form message, posted with or without JavaScript', async () => {
    expect((await book('form@example.com', '198.51.100.20')).status).toBe(201);
    expect((await book('form@example.com', '198.51.100.21')).status).toBe(201);
    const values = {
      name: 'Ana López',
      email: 'Form+again@example.com',
      phone: '',
      service: 'consulta-gratuita',
      message: '',
      website: '',
    };
    const { day: date, time } = freshDayTime();
    actionAddress = '198.51.100.22';
    const enhanced = await bookConsultation('es', null, { ...values, date, time });
    expect(enhanced.success).toBe(false);
    expect(enhanced.success ? undefined : enhanced.fieldErrors).toEqual({
      email: expect.stringContaining('Ya tienes el máximo de citas pendientes'),
    });
    expect(enhanced.success ? undefined : enhanced.conflict).toBeUndefined();

    for (const [index, address] of ['c1@example.com', 'c2@example.com', 'c3@example.com'].entries()) {
      expect((await book(address, '198.51.100.30')).status, String(index)).toBe(201);
    }
    actionAddress = '198.51.100.30';
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...values, email: 'c4@example.com', date, time }))
      form.set(name, value);
    const posted = await bookConsultation('en', null, form);
    expect(posted.success).toBe(false);
    expect(posted.success ? undefined : posted.message).toContain('from this connection');
    expect(posted.success ? undefined : posted.fieldErrors).toEqual({});
  });
});
