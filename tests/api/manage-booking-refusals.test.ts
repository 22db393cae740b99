import { describe, expect, it } from 'vitest';
import { book, cancelWith, setUpManageBooking } from './support/manage-booking';
import { body, getRequest, jsonRequest, workingDay } from './support/requests';

// What the manage endpoints refuse (a tampered or begun link, bad input): a localised 4xx that changes nothing.
const environment = setUpManageBooking();
const manage = await import('@/app/api/appointments/manage/route');
const cancel = await import('@/app/api/appointments/cancel/route');
const { getStore } = await import('@/lib/provider/embedded/db/connection');
const { signManageToken } = await import('@/lib/provider/embedded/manage-token');

describe(`The visitor's manage link on ${environment.driver}`, () => {
  const day = workingDay(4);

  it.each([
    [
      'a changed character',
      (token: string) => `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`,
    ],
    ['a cut token', (token: string) => token.slice(0, 40)],
    [
      'a token signed for another start of the same appointment',
      (_token: string, id: string) => signManageToken(id, new Date(Date.now() + 86_400_000)),
    ],
  ])('a tampered link (%s) is refused with a localised 400 and changes nothing', async (_name, tamper) => {
    const { id, token } = await book(`tampered-${Math.random()}@example.com`, day, '12:00');
    const bad = tamper(token, id);
    const read = await manage.GET(getRequest(`/api/appointments/manage?token=${bad}&lang=it`));
    expect(read.status).toBe(400);
    expect((await body(read)).message).toBe(
      'Questo link non è valido o è scaduto. Usa il link dell’ultima email che ti abbiamo inviato, oppure scrivici.',
    );
    const response = await cancelWith(bad, 'en');
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({
      success: false,
      outcome: 'invalid',
      fieldErrors: { token: expect.stringContaining('This link is not valid') },
    });
    const { db } = await getStore();
    expect(
      (await db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', id).execute();
  });

  it('a link to an appointment that has begun answers 410 with the past message', async () => {
    const { db } = await getStore();
    const id = '0b9d2f4e-1c3a-4d5b-8e6f-7a8b9c0d1e2f';
    const start = new Date(Date.now() - 3_600_000);
    await db
      .insertInto('appointments')
      .values({
        id,
        name: 'Pasado',
        email: 'past@example.com',
        email_key: 'past@example.com',
        client_id: null,
        phone: '',
        service: 'consulta-gratuita',
        message: '',
        notify_email: null,
        lang: 'es',
        slot_start: start.toISOString(),
        slot_day: '2026-01-01',
        status: 'pending',
        created_at: start.toISOString(),
      })
      .execute();
    const token = signManageToken(id, start);
    const read = await manage.GET(getRequest(`/api/appointments/manage?token=${token}`, { 'accept-language': 'en' }));
    expect(read.status).toBe(410);
    expect((await body(read)).message).toBe(
      'This appointment has already taken place; it can no longer be cancelled here.',
    );
    const response = await cancelWith(token);
    expect(response.status).toBe(410);
    expect(await body(response)).toMatchObject({ success: false, outcome: 'past' });
    expect(
      (await db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
  });

  it.each([
    ['no token', {}],
    ['a token that is not text', { token: 42 }],
    ['a token with characters no token has', { token: '../../etc/passwd?x=1' }],
  ])('bad input (%s) is a localised 400, never a 5xx', async (_name, payload) => {
    const response = await cancel.POST(jsonRequest('/api/appointments/cancel', { ...payload, lang: 'es' }));
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({
      success: false,
      fieldErrors: { token: 'Este enlace no es válido o ha caducado.' },
    });
  });

  it('a GET without a token, and a cancel in an unsupported language, are 400', async () => {
    expect((await manage.GET(getRequest('/api/appointments/manage'))).status).toBe(400);
    expect(
      (await cancel.POST(jsonRequest('/api/appointments/cancel', { token: 'x'.repeat(50), lang: 'de' }))).status,
    ).toBe(400);
    expect((await cancel.POST(jsonRequest('/api/appointments/cancel', 'not json', { raw: true }))).status).toBe(400);
  });
});
