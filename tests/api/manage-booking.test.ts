import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUDIO_EMAIL, resetDatabase, setTestEnvironment } from './support/environment';
import { attachment, calendarPart, parseMime, textOf, type MimeMessage } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';

const environment = setTestEnvironment({ SMTP_URL: undefined, SITE_URL: 'https://estudio.example' });

// The cancel form's server action reads its caller from the request's headers, which only a running Next server has.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.77' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const appointments = await import('@/app/api/appointments/route');
const manage = await import('@/app/api/appointments/manage/route');
const cancel = await import('@/app/api/appointments/cancel/route');
const availability = await import('@/app/api/availability/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const { signManageToken } = await import('@/lib/provider/embedded/manage-token');

beforeAll(resetDatabase);
afterAll(closeStore);

function outbox(): MimeMessage[] {
  const files = readdirSync(environment.outboxDir).filter((file) => file.endsWith('.eml'));
  return files.map((file) => parseMime(readFileSync(path.join(environment.outboxDir, file), 'utf8')));
}

const mailsTo = (address: string) => outbox().filter((mail) => mail.headers.to?.includes(address));

const manageLink =
  /https:\/\/estudio\.example\/(es|en|it)\/(mi-reserva|my-booking|la-mia-prenotazione)\/([A-Za-z0-9_-]+)/;

/** Books a slot through the API and returns the token of the manage link its confirmation carries. */
async function book(email: string, day: string, time: string, lang: 'es' | 'en' | 'it' = 'es') {
  const response = await appointments.POST(
    jsonRequest('/api/appointments', {
      name: 'Carmen Ruiz',
      email,
      date: slot(day, time),
      lang,
      message: 'Mi hotel en Xàtiva',
    }),
  );
  expect(response.status).toBe(201);
  const [confirmation] = mailsTo(email);
  const link = manageLink.exec(confirmation ? textOf(confirmation) : '');
  expect(link, 'the confirmation carries the manage link').not.toBeNull();
  return { id: String((await body(response)).id), link: link?.[0] ?? '', token: link?.[3] ?? '', confirmation };
}

const freeTimes = async (day: string) =>
  (
    (await (await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`))).json()) as {
      slots: string[];
    }[]
  )[0]?.slots ?? [];

const cancelWith = (token: unknown, lang = 'es') =>
  cancel.POST(jsonRequest('/api/appointments/cancel', { token, lang }));

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
