import { describe, expect, it, vi } from 'vitest';
import { STUDIO_EMAIL } from './support/environment';
import { book, cancelWith, freeTimes, mailsTo, outbox, setUpManageBooking } from './support/manage-booking';
import { attachment, calendarPart, textOf } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';

// The visitor's manage link: the booking it shows, and cancelling it through the API or the form.
const environment = setUpManageBooking();

// The cancel form's server action reads its caller from the request's headers, which only a running Next server has.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.77' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const appointments = await import('@/app/api/appointments/route');
const manage = await import('@/app/api/appointments/manage/route');
const cancel = await import('@/app/api/appointments/cancel/route');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe(`The visitor's manage link on ${environment.driver}`, () => {
  const day = workingDay(4);

  it('the confirmation links the manage page of the booking language, from SITE_URL', async () => {
    const { link, confirmation } = await book('link@example.com', day, '10:00', 'en');
    expect(link).toMatch(/^https:\/\/estudio\.example\/en\/my-booking\/[A-Za-z0-9_-]{50}$/);
    expect(confirmation?.parts.find((part) => part.contentType.startsWith('text/html'))?.body).toContain(
      `href="${link}"`,
    );
  });

  it('GET /api/appointments/manage shows the booking without changing it', async () => {
    const { id, token } = await book('see@example.com', day, '10:30');
    const response = await manage.GET(getRequest(`/api/appointments/manage?token=${token}&lang=es`));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      success: true,
      booking: {
        id,
        name: 'Carmen Ruiz',
        date: slot(day, '10:30'),
        status: 'pending',
        service: 'consulta-gratuita',
        lang: 'es',
        // Its own room, made when it was booked (the default schedule: Jitsi Meet).
        meetingUrl: expect.stringMatching(/^https:\/\/meet\.jit\.si\/LumenEstudio-[\w-]{22}$/),
        // Never moved yet: three moves from the manage link are left.
        movesLeft: 3,
      },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('cancelling frees the slot, records when, and a second cancel is answered the same way without mail', async () => {
    const { id, token } = await book('cancel@example.com', day, '11:00');
    expect(await freeTimes(day)).not.toContain('11:00');
    const response = await cancelWith(token, 'en');
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      success: true,
      outcome: 'cancelled',
      message: 'Your appointment is cancelled. We have emailed you the cancellation for your calendar.',
      booking: { id, status: 'cancelled' },
    });
    expect(await freeTimes(day)).toContain('11:00');
    const { db } = await getStore();
    const row = await db
      .selectFrom('appointments')
      .select(['status', 'cancelled_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).not.toBeNull();

    const mailsBefore = outbox().length;
    const again = await cancelWith(token, 'it');
    expect(again.status).toBe(200);
    expect(await body(again)).toMatchObject({
      success: true,
      outcome: 'already-cancelled',
      message: 'Questo appuntamento era già annullato.',
    });
    expect(outbox()).toHaveLength(mailsBefore);

    const rebooked = await appointments.POST(
      jsonRequest('/api/appointments', { name: 'Otra Persona', email: 'other@example.com', date: slot(day, '11:00') }),
    );
    expect(rebooked.status).toBe(201);
    expect((await body(await manage.GET(getRequest(`/api/appointments/manage?token=${token}`)))).booking).toMatchObject(
      { status: 'cancelled' },
    );
  });

  it('mails the visitor a METHOD:CANCEL calendar file for the same event, without their words, and notifies the studio', async () => {
    const { id, token, confirmation } = await book('ics@example.com', day, '11:30');
    expect((await cancelWith(token, 'en')).status).toBe(200);
    const cancellation = mailsTo('ics@example.com').find(
      (mail) => mail !== confirmation && mail.subject.includes('cancelled'),
    );
    expect(cancellation?.subject).toContain('Appointment cancelled');
    expect(cancellation?.headers['content-language']).toBe('en');
    // RFC 6047: the cancellation is a text/calendar; method=CANCEL alternative, and an .ics attachment as well.
    const ics = cancellation ? calendarPart(cancellation) : undefined;
    expect(ics?.contentType).toContain('method=CANCEL');
    expect(cancellation && attachment(cancellation, '.ics')?.body.trim()).toBe(ics?.body.trim());
    expect(ics?.body).toContain('METHOD:CANCEL');
    expect(ics?.body).toContain(`UID:${id}@lumenestudio.es`);
    expect(ics?.body).toContain('SEQUENCE:1');
    expect(ics?.body).toContain('STATUS:CANCELLED');
    expect(ics?.body).toContain(`DTSTART;TZID=Europe/Madrid:${day.replace(/-/g, '')}T113000`);
    expect(ics?.body).not.toContain('VALARM');
    const invitation = confirmation ? calendarPart(confirmation) : undefined;
    expect(invitation?.contentType).toContain('method=REQUEST');
    expect(invitation?.body).toContain(`UID:${id}@lumenestudio.es`);
    expect(invitation?.body).toContain('SEQUENCE:0');
    expect(cancellation?.raw).not.toContain('Xàtiva');

    const notice = mailsTo(STUDIO_EMAIL).find(
      (mail) => mail.headers['reply-to']?.includes('ics@example.com') && mail.subject.startsWith('Reserva cancelada'),
    );
    expect(notice?.subject).toContain('Reserva cancelada: Carmen Ruiz');
    expect(notice?.headers['content-language']).toBe('es');
    expect(notice && textOf(notice)).toContain('ics@example.com');
  });

  it('the manage form cancels only with its tick "Yes, I want to cancel": without it nothing changes and the error is localised', async () => {
    const { cancelFromManageLink } = await import('@/lib/actions/manage-booking');
    const { id, token } = await book('confirm@example.com', day, '14:00', 'it');
    const posted = (values: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(values)) form.set(name, value);
      return form;
    };
    const mailsBefore = outbox().length;
    expect(await cancelFromManageLink('it', null, posted({ token }))).toEqual({ outcome: 'unconfirmed' });
    expect(await cancelFromManageLink('it', null, posted({ token, confirm: '' }))).toEqual({ outcome: 'unconfirmed' });
    // A bad link says so first: ticking would not help.
    expect(await cancelFromManageLink('it', null, posted({ token: 'x' }))).toEqual({ outcome: 'invalid' });
    const { db } = await getStore();
    expect(
      (await db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    expect(outbox()).toHaveLength(mailsBefore);
    expect(await freeTimes(day)).not.toContain('14:00');

    expect(await cancelFromManageLink('it', null, posted({ token, confirm: 'on' }))).toEqual({
      outcome: 'cancelled',
      cancelledBy: 'visitor',
    });
    // Again (the page left open in another tab): already cancelled, by the visitor; outside a page nothing is rendered
    // again.
    expect(await cancelFromManageLink('it', null, posted({ token, confirm: 'on' }))).toEqual({
      outcome: 'already-cancelled',
      cancelledBy: 'visitor',
    });
    expect(await freeTimes(day)).toContain('14:00');
    expect((await body(await manage.GET(getRequest(`/api/appointments/manage?token=${token}`)))).booking).toMatchObject(
      { status: 'cancelled', cancelledBy: 'visitor' },
    );

    // The API's callers have confirmed by calling it; one that sends the tick must send it true, told in its language.
    const refused = await cancel.POST(jsonRequest('/api/appointments/cancel', { token, confirm: false, lang: 'es' }));
    expect(refused.status).toBe(400);
    expect(await body(refused)).toMatchObject({
      success: false,
      fieldErrors: { confirm: 'Marca la casilla para confirmar que quieres cancelar la cita.' },
    });
  });
});
