import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';

setTestEnvironment();
const availability = await import('@/app/api/availability/route');
const appointments = await import('@/app/api/appointments/route');
const { bookConsultation } = await import('@/lib/actions/booking');
const { addDays, madridDay } = await import('@/lib/domain/booking-calendar');
const { closeStore } = await import('@/lib/provider/embedded/db/connection');
const { embeddedProvider } = await import('@/lib/provider/embedded');

// The provider's two booking verbs, watched but left to run: a date out of bounds must never reach them.
const lookups = vi.spyOn(embeddedProvider, 'getAvailability');
const bookings = vi.spyOn(embeddedProvider, 'createAppointment');

/** Every answer here comes before any work: the date is refused without one availability lookup or booking attempt. */
async function fast<T>(call: () => Promise<T>): Promise<T> {
  lookups.mockClear();
  bookings.mockClear();
  const result = await call();
  expect(lookups).not.toHaveBeenCalled();
  expect(bookings).not.toHaveBeenCalled();
  return result;
}

function posted(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

const visitor = {
  name: 'Ana López',
  email: 'ana@example.com',
  phone: '',
  service: 'consulta-gratuita',
  message: '',
  website: '',
};

beforeAll(async () => {
  await resetDatabase();
  // The first call opens the database and loads the messages: the timings below are of the requests themselves.
  const today = madridDay(new Date());
  await availability.GET(getRequest(`/api/availability?from=${today}&to=${today}`));
  await bookConsultation('es', null, posted({ ...visitor, date: '', time: '' }));
});
afterAll(closeStore);

describe('Dates a visitor sends are bounded to the booking window before any work', () => {
  it('the year-9999 availability request is a localised 400 at once, not a loop', async () => {
    const response = await fast(() =>
      availability.GET(getRequest('/api/availability?from=9999-12-31&to=9999-12-31', { 'accept-language': 'en' })),
    );
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({
      success: false,
      message: 'Dates must fall between today and 60 days from now.',
    });
  });

  it('its messages follow ?lang= as every other call does; a language not offered is a 400 that says so', async () => {
    const english = await fast(() => availability.GET(getRequest('/api/availability?from=abc&to=def&lang=en')));
    expect(english.status).toBe(400);
    expect((await body(english)).message).toMatch(/^Give a valid date range/);
    const french = await fast(() =>
      availability.GET(getRequest('/api/availability?from=abc&to=def&lang=fr', { 'accept-language': 'it' })),
    );
    expect(french.status).toBe(400);
    expect((await body(french)).fieldErrors).toHaveProperty('lang');
  });

  it.each([
    ['the first and last days a date can have', '0000-01-01', '9999-12-31'],
    ['a day long past', '2001-01-01', 'today'],
    ['a range beyond the window', 'today', '+90'],
    ['a range longer than the window', '-1', '+61'],
  ])('availability for %s is a 400', async (_case, from, to) => {
    const today = madridDay(new Date());
    const day = (value: string) =>
      value === 'today' ? today : /^[+-]\d+$/.test(value) ? addDays(today, Number(value)) : value;
    const response = await fast(() =>
      availability.GET(getRequest(`/api/availability?from=${day(from)}&to=${day(to)}`)),
    );
    expect(response.status).toBe(400);
  });

  it('the whole window, today to 60 days ahead, is what the calendar asks for and gets', async () => {
    const today = madridDay(new Date());
    lookups.mockClear();
    const response = await availability.GET(getRequest(`/api/availability?from=${today}&to=${addDays(today, 60)}`));
    expect(response.status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect((await response.json()) as unknown[]).toHaveLength(61);
  });

  it.each(['9999-12-31', '9999-12-31T10:00', '9999-12-31T23:30:00-14:00', '2026-02-30T10:00'])(
    'POST /api/appointments with the date %s is a 400 before the provider',
    async (date) => {
      const response = await fast(() => appointments.POST(jsonRequest('/api/appointments', { ...visitor, date })));
      expect(response.status).toBe(400);
      expect((await body(response)).fieldErrors).toHaveProperty('date');
    },
  );

  it("POST /api/appointments with an instant long past is refused by the provider's check of that one instant, storing nothing", async () => {
    bookings.mockClear();
    const response = await appointments.POST(
      jsonRequest('/api/appointments', { ...visitor, date: '0000-01-03T10:00:00Z' }),
    );
    expect(response.status).toBe(400);
    expect((await body(response)).fieldErrors).toHaveProperty('date');
    expect(bookings).toHaveBeenCalledTimes(1);
    await expect(bookings.mock.results[0]?.value).resolves.toMatchObject({ success: false });
  });

  it('the booking action with the day 9999-12-31 and no time answers at once, under the date, in the visitor language', async () => {
    const result = await fast(() => bookConsultation('en', null, posted({ ...visitor, date: '9999-12-31', time: '' })));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.date).toBe('Bookings can be made at most 60 days in advance.');
    expect(result.daySlots).toBeUndefined();
  });

  it('the booking action refuses a day long past and one beyond the window, with a time chosen', async () => {
    const past = await fast(() =>
      bookConsultation('es', null, posted({ ...visitor, date: '0000-01-03', time: '10:00' })),
    );
    expect(past.success ? undefined : past.fieldErrors.date).toBe(
      'Esa fecha ya ha pasado. Por favor, elige una fecha futura.',
    );
    const far = await fast(() =>
      bookConsultation('it', null, posted({ ...visitor, date: addDays(workingDay(61), 0), time: '10:00' })),
    );
    expect(far.success ? undefined : far.fieldErrors.date).toBe(
      'Si può prenotare al massimo con 60 giorni di anticipo.',
    );
  });

  it('a valid booking still goes through the API, and so reaches the provider', async () => {
    bookings.mockClear();
    const response = await appointments.POST(
      jsonRequest('/api/appointments', { ...visitor, date: slot(workingDay(3), '12:00') }),
    );
    expect(response.status).toBe(201);
    expect(bookings).toHaveBeenCalledTimes(1);
  });
});
