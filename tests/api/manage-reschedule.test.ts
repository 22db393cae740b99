import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUDIO_EMAIL, resetDatabase, setTestEnvironment } from './support/environment';
import { calendarPart, textOf, type MimeMessage } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';
import { startTestSmtp } from './support/smtp';

/*
 * The visitor moves their booking from its manage link (issue 45): the same rules as a booking (schedule, window,
 * the unique slot index), the same calendar event (UID kept, SEQUENCE raised, METHOD:REQUEST), the studio told, the
 * history kept; at most three times, never once cancelled or begun; every bad request a localised 4xx that changes
 * nothing. On SQLite and PostgreSQL.
 */
const smtp = await startTestSmtp();
const environment = setTestEnvironment({ SMTP_URL: smtp.url, SITE_URL: 'https://estudio.example' });
// The form's server action reads its caller from the request's headers, which only a running Next server has.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.78' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const appointments = await import('@/app/api/appointments/route');
const reschedule = await import('@/app/api/appointments/reschedule/route');
const manage = await import('@/app/api/appointments/manage/route');
const cancel = await import('@/app/api/appointments/cancel/route');
const { rescheduleFromManageLink } = await import('@/lib/actions/manage-reschedule');
const { flushOutbox } = await import('@/lib/provider/embedded');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const { signManageToken } = await import('@/lib/provider/embedded/manage-token');
const { madridInstant, madridDay, addDays } = await import('@/lib/domain/booking-calendar');

beforeAll(resetDatabase);
afterAll(async () => {
  await closeStore();
  await smtp.stop();
});

async function book(email: string, day: string, time: string, lang = 'en', timeZone?: string) {
  const payload = {
    name: 'Emma Clarke',
    email,
    phone: '',
    date: slot(day, time),
    service: 'free-consultation',
    message: '',
    lang,
    timeZone,
  };
  const response = await appointments.POST(jsonRequest('/api/appointments', payload));
  expect(response.status).toBe(201);
  const id = String((await body(response)).id);
  await flushOutbox();
  return { id, token: signManageToken(id, madridInstant(day, time)) };
}

const move = (token: unknown, date: string, lang = 'en') =>
  reschedule.POST(jsonRequest('/api/appointments/reschedule', { token, date, lang }));

const mailsTo = (address: string): MimeMessage[] => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

async function row(id: string) {
  const { db } = await getStore();
  return db
    .selectFrom('appointments')
    .select(['slot_start', 'sequence', 'visitor_moves', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function eventOf(mail: MimeMessage) {
  const calendar = new ICAL.Component(ICAL.parse(calendarPart(mail)?.body ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe(`The visitor moves their booking on ${environment.driver}`, () => {
  const day = workingDay(5);

  it('moves it: the same event at the new time, a link for it, the studio told and the history kept', async () => {
    const email = 'mover@example.co.uk';
    const { id, token } = await book(email, day, '10:00', 'en', 'America/New_York');
    const [confirmation] = mailsTo(email);
    if (!confirmation) throw new Error('no confirmation');
    const booked = eventOf(confirmation);

    const response = await move(token, slot(day, '12:30'));
    expect(response.status).toBe(200);
    const answer = (await body(response)) as {
      outcome: string;
      manageToken: string;
      booking: { date: string; movesLeft: number };
    };
    expect(answer.outcome).toBe('moved');
    expect(answer.booking.date).toBe(madridInstant(day, '12:30').toISOString());
    expect(answer.booking.movesLeft).toBe(2);
    expect(answer.manageToken).toBe(signManageToken(id, madridInstant(day, '12:30')));
    expect(await row(id)).toMatchObject({
      slot_start: madridInstant(day, '12:30').toISOString(),
      sequence: 1,
      visitor_moves: 1,
    });

    await flushOutbox();
    const update = mailsTo(email).find((mail) => mail.headers.subject?.startsWith('Your consultation has a new time'));
    if (!update) throw new Error('no update');
    const event = eventOf(update);
    expect(event).toMatchObject({
      method: 'REQUEST',
      uid: booked.uid,
      sequence: 1,
      start: madridInstant(day, '12:30').toISOString(),
    });
    expect(textOf(update)).toContain('We have moved your free consultation to the time you chose');
    expect(textOf(update)).toContain(`/en/my-booking/${answer.manageToken}`);
    expect(textOf(update)).toMatch(/Previous time: .+, 10:00/);
    // Their own clock beside Madrid's: 12:30 in Madrid is 06:30 in New York.
    expect(textOf(update)).toMatch(/In your time zone: 06:30, .+ \(America\/New_York\)/);
    const notice = mailsTo(STUDIO_EMAIL).find((mail) =>
      mail.headers.subject?.startsWith('Cita cambiada por el visitante: Emma Clarke'),
    );
    expect(notice && textOf(notice)).toContain(`/admin/appointments/${id}`);

    // The history says who moved it; the link mailed for 10:00 still opens it, at its new time.
    const { db } = await getStore();
    const history = await db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'details'])
      .where('appointment_id', '=', id)
      .execute();
    expect(history).toContainEqual(expect.objectContaining({ actor: 'visitor', action: 'appointment.reschedule' }));
    const opened = (await body(await manage.GET(getRequest(`/api/appointments/manage?token=${token}&lang=en`)))) as {
      booking: { date: string };
    };
    expect(opened.booking.date).toBe(madridInstant(day, '12:30').toISOString());
    // The old time is free again, the new one taken.
    const bookAt = (time: string) =>
      appointments.POST(
        jsonRequest('/api/appointments', {
          name: 'Ben',
          email: 'ben@example.com',
          phone: '',
          date: slot(day, time),
          service: 'free-consultation',
          message: '',
          lang: 'en',
        }),
      );
    expect((await bookAt('10:00')).status).toBe(201);
    expect((await bookAt('12:30')).status).toBe(409);
  });

  it('refuses a taken, closed, past, off-grid, far or same slot with its reason, and changes nothing', async () => {
    const { id, token } = await book('refused@example.co.uk', day, '11:00');
    await book('other@example.co.uk', day, '11:30');
    let saturday = day;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const cases: [string, number, string, RegExp][] = [
      [slot(day, '11:30'), 409, 'slot-taken', /just been booked/],
      [slot(saturday, '11:00'), 400, 'refused', /Monday to Friday/],
      // A day already over is past, whatever its weekday (yesterday: `day` minus a fixed count can be today).
      [slot(addDays(madridDay(new Date()), -1), '10:00'), 400, 'refused', /already passed/],
      [slot(day, '11:10'), 400, 'refused', /available times/],
      [slot(day, '11:00'), 400, 'same-slot', /already at that time/],
    ];
    for (const [date, status, outcome, message] of cases) {
      const response = await move(token, date);
      const answer = await body(response);
      expect([response.status, answer.outcome], date).toEqual([status, outcome]);
      expect(String(answer.message)).toMatch(message);
    }
    // Far beyond any window: refused by the schema before the provider reads anything.
    const far = await move(token, slot(addDays(day, 800), '11:00'));
    expect(far.status).toBe(400);
    expect(await row(id)).toMatchObject({
      slot_start: madridInstant(day, '11:00').toISOString(),
      sequence: 0,
      visitor_moves: 0,
    });
  });

  it('refuses a tampered, foreign or expired link, a cancelled booking, and a fourth move', async () => {
    const { id, token } = await book('limits@example.co.uk', day, '14:00', 'es');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await move(tampered, slot(day, '15:00'), 'es')).status).toBe(400);
    expect((await body(await move('x'.repeat(50), slot(day, '15:00'), 'es'))).message).toMatch(/no es válido/);
    const expired = signManageToken(id, new Date(Date.now() - 60_000));
    expect((await move(expired, slot(day, '15:00'), 'es')).status).toBe(410);

    for (const [index, time] of ['15:00', '15:30', '16:00'].entries()) {
      const response = await move(token, slot(day, time), 'es');
      expect(response.status, time).toBe(200);
      expect(((await body(response)) as { booking: { movesLeft: number } }).booking.movesLeft).toBe(2 - index);
    }
    const fourth = await move(token, slot(day, '16:30'), 'es');
    expect(fourth.status).toBe(409);
    expect(await body(fourth)).toMatchObject({ outcome: 'no-moves-left', message: expect.stringMatching(/3 veces/) });
    expect(await row(id)).toMatchObject({ slot_start: madridInstant(day, '16:00').toISOString(), visitor_moves: 3 });

    const other = await book('cancelled.mover@example.co.uk', day, '17:00', 'it');
    expect(
      (await cancel.POST(jsonRequest('/api/appointments/cancel', { token: other.token, lang: 'it' }))).status,
    ).toBe(200);
    const afterCancel = await move(other.token, slot(day, '17:30'), 'it');
    expect(afterCancel.status).toBe(409);
    expect(await body(afterCancel)).toMatchObject({
      outcome: 'not-active',
      message: expect.stringMatching(/annullato/),
    });
  });

  it('two bookings racing to move to one free slot: one gets it, the other is told it is taken', async () => {
    const later = workingDay(6);
    const first = await book('race.one@example.co.uk', later, '10:00');
    const second = await book('race.two@example.co.uk', later, '10:30');
    const answers = await Promise.all([
      move(first.token, slot(later, '12:00')),
      move(second.token, slot(later, '12:00')),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = [await row(first.id), await row(second.id)];
    expect(rows.filter((moved) => moved.slot_start === madridInstant(later, '12:00').toISOString())).toHaveLength(1);
    expect(rows.map((moved) => moved.visitor_moves).sort()).toEqual([0, 1]);
  });

  it('the form without JavaScript: refused under its field, or moved to the page of the new link', async () => {
    const later = workingDay(6);
    const { id, token } = await book('form.mover@example.co.uk', later, '15:00', 'it');
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      return data;
    };
    const noTime = await rescheduleFromManageLink('it', null, form({ token, date: later, time: '' }));
    expect(noTime).toMatchObject({ outcome: 'form', values: { date: later } });
    expect(noTime.fieldErrors.time).toBeTruthy();
    expect(noTime.daySlots?.date).toBe(later);
    const offGrid = await rescheduleFromManageLink('it', null, form({ token, date: later, time: '15:10' }));
    expect(offGrid.outcome).toBe('refused');
    expect(offGrid.fieldErrors.time).toMatch(/orari disponibili/);

    const moved = rescheduleFromManageLink('it', null, form({ token, date: later, time: '16:30' }));
    await expect(moved).rejects.toMatchObject({
      digest: expect.stringContaining(
        `/it/la-mia-prenotazione/${signManageToken(id, madridInstant(later, '16:30'))}?moved=1`,
      ),
    });
    expect(await row(id)).toMatchObject({ slot_start: madridInstant(later, '16:30').toISOString(), visitor_moves: 1 });
  });
});
