import { describe, expect, it, vi } from 'vitest';
import { STUDIO_EMAIL } from './support/environment';
import { book, eventOf, mailsTo, move, row, startReschedule } from './support/manage-reschedule';
import { textOf } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';

// The visitor moves their booking from its manage link, through the API or the form: the same event, a new time.
const environment = await startReschedule();
// The form's server action reads its caller from the request's headers, which only a running Next server has.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.78' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const appointments = await import('@/app/api/appointments/route');
const manage = await import('@/app/api/appointments/manage/route');
const { rescheduleFromManageLink } = await import('@/lib/actions/manage-reschedule');
const { flushOutbox } = await import('@/lib/provider/embedded');
const { getStore } = await import('@/lib/provider/embedded/db/connection');
const { signManageToken } = await import('@/lib/provider/embedded/manage-token');
const { madridInstant } = await import('@/lib/domain/booking-calendar');

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
