import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest, slot, workingDay } from './support/requests';

const environment = setTestEnvironment();
const appointments = await import('@/app/api/appointments/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

const visitor = { name: 'Emma Clarke', email: 'emma.fixes@example.co.uk', phone: '', message: '' };

beforeAll(resetDatabase);
afterAll(closeStore);

describe(`Booking fixes found as a new user on ${environment.driver}`, () => {
  it('"lang": "en-GB" is reduced to English, not refused', async () => {
    const response = await appointments.POST(
      jsonRequest('/api/appointments', { ...visitor, date: slot(workingDay(6), '12:00'), lang: 'en-GB' }),
    );
    const answer = await body(response);
    expect(response.status).toBe(201);
    expect(answer.message).toBe('Your appointment has been booked successfully.');
    const { db } = await getStore();
    const row = await db
      .selectFrom('appointments')
      .select(['lang', 'service'])
      .where('id', '=', String(answer.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lang: 'en', service: 'free-consultation' });
  });

  it.each(['2026-02-30T10:00:00+01:00', '2027-02-29T10:00:00Z', '2026-04-31T10:00:00+02:00'])(
    '%s, a day that does not exist, is a 400',
    async (date) => {
      const response = await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date, lang: 'en' }));
      expect(response.status).toBe(400);
      expect(await body(response)).toMatchObject({ success: false, fieldErrors: { date: 'The date is not valid.' } });
    },
  );
});
