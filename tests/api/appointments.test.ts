import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_TOKEN, resetDatabase, setTestEnvironment } from './support/environment';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';

const environment = setTestEnvironment();
const appointments = await import('@/app/api/appointments/route');
const availability = await import('@/app/api/availability/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const { addDays, isWorkingDay, madridDay } = await import('@/lib/domain/booking-calendar');

const visitor = { name: 'Lucía Martínez', email: 'lucia@example.com', phone: '', message: '' };

beforeAll(resetDatabase);
afterAll(closeStore);

describe(`Booking a consultation on ${environment.driver}`, () => {
  it('stores a pending appointment and answers success with a message', async () => {
    const day = workingDay(3);
    const response = await appointments.POST(
      jsonRequest('/api/appointments', { ...visitor, date: slot(day, '10:00'), service: 'consulta-gratuita' }),
    );
    expect(response.status).toBe(201);
    const answer = await body(response);
    expect(answer).toMatchObject({ success: true, message: 'Tu cita ha sido reservada con éxito.' });
    const { db } = await getStore();
    const row = await db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', String(answer.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      lang: 'es',
      service: 'consulta-gratuita',
      slot_day: day,
      name: visitor.name,
    });
  });

  it('defaults the service to the free consultation of the visitor language', async () => {
    const response = await appointments.POST(
      jsonRequest('/api/appointments', { ...visitor, date: slot(workingDay(4), '11:00'), lang: 'it' }),
    );
    const answer = await body(response);
    expect(answer.message).toBe('Il tuo appuntamento è stato prenotato con successo.');
    const { db } = await getStore();
    const row = await db
      .selectFrom('appointments')
      .select(['service', 'lang'])
      .where('id', '=', String(answer.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ service: 'consulenza-gratuita', lang: 'it' });
  });

  it('reads the visitor language from the free-consultation slug when the body has no lang', async () => {
    const response = await appointments.POST(
      jsonRequest('/api/appointments', {
        ...visitor,
        date: slot(workingDay(4), '11:30'),
        service: 'free-consultation',
      }),
    );
    expect((await body(response)).message).toBe('Your appointment has been booked successfully.');
  });

  it('refuses a slot that is already pending with 409 and a localised message', async () => {
    const date = slot(workingDay(5), '12:00');
    expect((await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date }))).status).toBe(201);
    const second = await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date, lang: 'en' }));
    expect(second.status).toBe(409);
    expect(await body(second)).toMatchObject({
      success: false,
      message: 'That time has just been booked. Please choose another slot.',
    });
  });

  it('frees the slot again when the appointment is cancelled', async () => {
    // Its own time: workingDay(5) and workingDay(6) fall on the same Monday when today is a Monday.
    const date = slot(workingDay(6), '13:00');
    const first = await body(await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date })));
    const { db } = await getStore();
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', String(first.id)).execute();
    expect((await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date }))).status).toBe(201);
  });

  const pastWorkingDay = () => {
    let day = addDays(madridDay(new Date()), -7);
    while (!isWorkingDay(day)) day = addDays(day, -1);
    return day;
  };

  const saturday = (() => {
    let day = workingDay(3);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
    return day;
  })();

  it.each([
    [
      'a weekend',
      () => slot(saturday, '10:00'),
      'Solo atendemos de lunes a viernes. Por favor, elige un día laborable.',
    ],
    ['a past day', () => slot(pastWorkingDay(), '10:00'), 'Esa hora ya ha pasado. Por favor, elige una fecha futura.'],
    [
      'off the 30-minute grid',
      () => slot(workingDay(3), '10:15'),
      'Elige una de las horas disponibles, de 10:00 a 17:30 (hora de Madrid), en intervalos de 30 minutos.',
    ],
    [
      'after 17:30',
      () => slot(workingDay(3), '18:00'),
      'Elige una de las horas disponibles, de 10:00 a 17:30 (hora de Madrid), en intervalos de 30 minutos.',
    ],
    [
      'more than 60 days ahead',
      () => slot(workingDay(64), '10:00'),
      'Solo se puede reservar con un máximo de 60 días de antelación.',
    ],
    ['not a date', () => 'mañana a las diez', 'La fecha no es válida.'],
  ])('re-checks the rules on the server: %s → 400', async (_name, date, message) => {
    const response = await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date: date() }));
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ success: false, message, fieldErrors: { date: message } });
  });
});

describe('Listing appointments: only for the studio’s bearer token', () => {
  it('answers 401 to anonymous visitors', async () => {
    const response = await appointments.GET(getRequest('/api/appointments'));
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ success: false });
  });

  it('answers 401 to a wrong token', async () => {
    expect((await appointments.GET(getRequest('/api/appointments', { authorization: 'Bearer nope' }))).status).toBe(
      401,
    );
  });

  it('gives the studio an array of {id, name, date, status} sorted by date with its bearer token', async () => {
    const response = await appointments.GET(
      getRequest('/api/appointments', { authorization: `Bearer ${STUDIO_TOKEN}` }),
    );
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: string; name: string; date: string; status: string }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['date', 'id', 'name', 'status']);
    expect(list.map((item) => item.date)).toEqual([...list.map((item) => item.date)].sort());
  });
});

describe('Availability for the calendar', () => {
  it('lists the free slots of each day without names and hides taken times', async () => {
    const day = workingDay(10);
    await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date: slot(day, '15:00') }));
    const response = await availability.GET(getRequest(`/api/availability?from=${day}&to=${addDays(day, 1)}`));
    expect(response.status).toBe(200);
    const days = (await response.json()) as { date: string; slots: string[] }[];
    expect(days[0]?.date).toBe(day);
    expect(days[0]?.slots).toHaveLength(15);
    expect(days[0]?.slots).not.toContain('15:00');
    expect(JSON.stringify(days)).not.toContain(visitor.name);
  });

  it('gives a full day no slots', async () => {
    const day = workingDay(12);
    const { BOOKING_SLOTS } = await import('@/lib/domain/booking-slots');
    for (const time of BOOKING_SLOTS)
      await appointments.POST(jsonRequest('/api/appointments', { ...visitor, date: slot(day, time) }));
    const days = (await (await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`))).json()) as {
      slots: string[];
    }[];
    expect(days).toEqual([{ date: day, slots: [] }]);
  });

  it.each([
    ['no range', ''],
    ['a malformed day', '?from=2026-13-01&to=2026-13-02'],
    ['a reversed range', '?from=2026-05-10&to=2026-05-01'],
    ['a range over 92 days', '?from=2026-01-01&to=2026-12-31'],
    ['an injection string', "?from=2026-01-01'%20OR%201=1--&to=2026-01-02"],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await availability.GET(getRequest(`/api/availability${query}`));
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ success: false });
  });
});
