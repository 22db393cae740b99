import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { addDays } from '@/lib/domain/booking-calendar';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { alternativeBlock, attachment, calendarPart, textOf, type MimeMessage } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';
import { startTestSmtp } from './support/smtp';
import { localStudio } from './support/studio';

/*
 * The studio's side of the bookings (lib/studio, through the embedded adapter) on the real store, with mail through
 * a real SMTP server: confirm, cancel and reschedule, their sequence, audit and calendar invitations, a reschedule
 * racing for a slot, the list's filters, the visitor's manage link after a move, and who may do any of it (the owner
 * behind a Payload session; an editor or nobody gets nothing).
 */
const smtp = await startTestSmtp();
const environment = setTestEnvironment({ SMTP_URL: smtp.url, SITE_URL: 'https://estudio.example' });
const appointments = await import('@/app/api/appointments/route');
const manage = await import('@/app/api/appointments/manage/route');
const availability = await import('@/app/api/availability/route');
const studio = await localStudio();
const { CANCEL_REASON_MAX_LENGTH } = await import('@/lib/studio');
const { STUDIO_PAGE_SIZE } = await import('@/lib/studio/appointments');
const { listUpcomingAppointments } = await import('@/lib/provider');
const { onAppointmentListsExpired } = await import('@/lib/provider/appointment-cache');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

const stamp = Date.now().toString(36);
const OWNER = { role: 'owner', auditActor: `owner-${stamp}@lumen.test` } as const;
const EDITOR = { role: 'editor', auditActor: `editor-${stamp}@lumen.test` } as const;
const expired: string[] = [];
let payload: Payload;

beforeAll(async () => {
  await resetDatabase();
  onAppointmentListsExpired((tag) => expired.push(tag));
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
  for (const role of ['owner', 'editor'] as const) {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${role}-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}`, role } as never,
    });
  }
});

afterAll(async () => {
  onAppointmentListsExpired(null);
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  await closeStore();
  await smtp.stop();
});

const manageLink =
  /https:\/\/estudio\.example\/(es|en|it)\/(mi-reserva|my-booking|la-mia-prenotazione)\/([A-Za-z0-9_-]+)/;

/** The mails to an address so far, oldest first. */
const mailsTo = (address: string): MimeMessage[] => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

async function nextMailTo(address: string, count: number): Promise<MimeMessage> {
  const deadline = Date.now() + 15_000;
  while (mailsTo(address).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const mail = mailsTo(address)[count - 1];
  if (!mail) throw new Error(`expected ${count} mails to ${address}, got ${mailsTo(address).length}`);
  return mail;
}

let booked = 0;
/** A visitor books through the API; returns the appointment's id and the manage token of their confirmation. */
async function book(day: string, time: string, lang: 'es' | 'en' | 'it' = 'en', name = 'Carmen Ruiz') {
  booked += 1;
  const email = `visitor-${booked}-${stamp}@example.com`;
  const response = await appointments.POST(
    jsonRequest('/api/appointments', {
      name,
      email,
      phone: '+34 600 000 000',
      date: slot(day, time),
      lang,
      message: 'Hotel <b>boutique</b> en Xàtiva',
    }),
  );
  expect(response.status).toBe(201);
  const confirmation = await nextMailTo(email, 1);
  const token = manageLink.exec(textOf(confirmation))?.[3] ?? '';
  return { id: String((await body(response)).id), email, token, confirmation };
}

const ics = (mail: MimeMessage) => calendarPart(mail)?.body ?? '';
const stampOf = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

const freeTimes = async (day: string) =>
  (
    (await (await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`))).json()) as {
      slots: string[];
    }[]
  )[0]?.slots ?? [];

describe(`The studio's appointments on ${environment.driver}`, () => {
  const day = workingDay(5);

  it('confirms a pending booking: status, sequence, audit, the home list, and a CONFIRMED invitation for the same event', async () => {
    const { id, email, confirmation } = await book(day, '10:00', 'en');
    // Today's confirmation is already an invitation (RFC 6047), tentative until the studio confirms.
    expect(calendarPart(confirmation)?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(ics(confirmation)).toContain('STATUS:TENTATIVE');
    expect(ics(confirmation)).toContain('SEQUENCE:0');
    expect(await listUpcomingAppointments()).toContainEqual({ date: slot(day, '10:00'), status: 'pending' });

    expired.length = 0;
    const result = await studio.confirmAppointment(OWNER, id, { expectedSequence: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.appointment).toMatchObject({ status: 'confirmed', sequence: 1, updatedAt: expect.any(String) });
    expect(result.appointment.history).toEqual([
      expect.objectContaining({
        actor: OWNER.auditActor,
        action: 'appointment.confirm',
        appointmentId: id,
        details: expect.objectContaining({ sequence: 1 }),
      }),
    ]);
    // The prerendered home page's list is expired, and reads green (confirmed) from now on.
    expect(expired).toContain('appointments');
    expect(await listUpcomingAppointments()).toContainEqual({ date: slot(day, '10:00'), status: 'confirmed' });

    const mail = await nextMailTo(email, 2);
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.subject).toMatch(/^Consultation confirmed: /);
    expect(alternativeBlock(mail)).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(attachment(mail, '.ics')?.body.trim()).toBe(ics(mail).trim());
    const event = ics(mail);
    expect(event).toContain('METHOD:REQUEST');
    expect(event).toContain(`UID:${id}@lumenestudio.es`);
    expect(ics(confirmation)).toContain(`UID:${id}@lumenestudio.es`);
    expect(event).toContain('SEQUENCE:1');
    expect(event).toContain('STATUS:CONFIRMED');
    expect(event).toContain(`DTSTART;TZID=Europe/Madrid:${stampOf(day, '10:00')}`);
    // None of the visitor's own words go back to their (unconfirmed) address.
    expect(mail.raw).not.toContain('Xàtiva');
    expect(mail.raw).not.toContain('Carmen');
    expect(textOf(mail)).toMatch(manageLink);
  });

  it('gives an appointment another video-call link: https only, bounded, mailed in the updated invitation, audited without it', async () => {
    const { id, email, confirmation } = await book(day, '17:00', 'es');
    const room = /https:\/\/meet\.jit\.si\/LumenEstudio-[\w-]{22}/.exec(textOf(confirmation))?.[0];
    expect(room).toBeTruthy();
    // Confirming carries the same room.
    const confirmed = await studio.confirmAppointment(OWNER, id);
    expect(textOf(await nextMailTo(email, 2))).toContain(room);
    if (!confirmed.ok) throw new Error('not confirmed');
    for (const bad of ['http://zoom.us/j/1', 'javascript:alert(1)', `https://zoom.us/j/${'1'.repeat(490)}`, '']) {
      expect(await studio.setMeetingLink(OWNER, id, bad)).toEqual({ ok: false, error: 'meeting-url' });
    }
    expect(await studio.setMeetingLink(EDITOR, id, 'https://zoom.us/j/123')).toEqual({ ok: false, error: 'forbidden' });
    expect(await studio.setMeetingLink(OWNER, id, 'https://zoom.us/j/123', { expectedSequence: 0 })).toEqual({
      ok: false,
      error: 'stale',
    });
    const changed = await studio.setMeetingLink(OWNER, id, 'https://zoom.us/j/123', {
      expectedSequence: confirmed.appointment.sequence,
    });
    if (!changed.ok) throw new Error(changed.error);
    expect(changed.appointment.meetingUrl).toBe('https://zoom.us/j/123');
    expect(await studio.setMeetingLink(OWNER, id, 'https://zoom.us/j/123')).toEqual({
      ok: false,
      error: 'same-meeting',
    });
    const update = await nextMailTo(email, 3);
    expect(update.subject).toContain('Nuevo enlace de tu videollamada');
    expect(textOf(update)).toContain('https://zoom.us/j/123');
    expect(ics(update)).toContain('URL:https://zoom.us/j/123');
    expect(ics(update)).toContain('STATUS:CONFIRMED');
    expect(ics(update)).toContain(`SEQUENCE:${changed.appointment.sequence}`);
    const entry = changed.appointment.history.find((item) => item.action === 'appointment.meeting-link');
    expect(entry).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain('zoom.us');
  });

  it('refuses to confirm twice, a change made on a stale page, and a wrong id', async () => {
    const { id } = await book(day, '10:30');
    expect(await studio.confirmAppointment(OWNER, id, { expectedSequence: 3 })).toEqual({ ok: false, error: 'stale' });
    expect((await studio.confirmAppointment(OWNER, id)).ok).toBe(true);
    expect(await studio.confirmAppointment(OWNER, id)).toEqual({ ok: false, error: 'not-pending' });
    expect(await studio.confirmAppointment(OWNER, '00000000-0000-4000-8000-000000000000')).toEqual({
      ok: false,
      error: 'not-found',
    });
    expect(await studio.confirmAppointment(OWNER, "x' or 1=1 --")).toEqual({ ok: false, error: 'not-found' });
  });

  it('cancels with a bounded reason: the slot is free again, the visitor gets METHOD:CANCEL with a higher SEQUENCE', async () => {
    const { id, email } = await book(day, '11:00', 'it');
    expect((await studio.confirmAppointment(OWNER, id)).ok).toBe(true);
    expect(await freeTimes(day)).not.toContain('11:00');
    const reason = `Lo studio è chiuso per un imprevisto.\u0007\u202E ${'x'.repeat(600)}`;
    const result = await studio.cancelStudioAppointment(OWNER, id, { reason, expectedSequence: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.appointment).toMatchObject({
      status: 'cancelled',
      sequence: 2,
      cancelledBy: 'studio',
      cancelledAt: expect.any(String),
    });
    expect(result.appointment.cancelReason?.length).toBe(CANCEL_REASON_MAX_LENGTH);
    expect(result.appointment.cancelReason).toMatch(/^Lo studio è chiuso per un imprevisto\. x+$/);
    expect(result.appointment.history.map((entry) => entry.action)).toEqual([
      'appointment.confirm',
      'appointment.cancel',
    ]);
    expect(await freeTimes(day)).toContain('11:00');

    const mail = await nextMailTo(email, 3);
    expect(mail.headers['content-language']).toBe('it');
    expect(mail.subject).toMatch(/^Consulenza annullata dallo studio/);
    expect(textOf(mail)).toContain('Lo studio è chiuso per un imprevisto.');
    expect(calendarPart(mail)?.contentType).toMatch(/method=CANCEL/i);
    const event = ics(mail);
    expect(event).toContain('METHOD:CANCEL');
    expect(event).toContain('STATUS:CANCELLED');
    expect(event).toContain('SEQUENCE:2');
    expect(event).toContain(`UID:${id}@lumenestudio.es`);
    expect(event).not.toContain('VALARM');

    expect(await studio.cancelStudioAppointment(OWNER, id)).toEqual({ ok: false, error: 'not-active' });
    expect(await studio.rescheduleAppointment(OWNER, id, slot(day, '12:00'))).toEqual({
      ok: false,
      error: 'not-active',
    });
  });

  it("the visitor's manage link tells a studio's cancel from their own: who cancelled it, and the studio's reason", async () => {
    const { id, token } = await book(day, '13:00', 'es');
    const reason = 'El estudio cierra esa mañana. <b>Perdona</b>';
    expect((await studio.cancelStudioAppointment(OWNER, id, { reason })).ok).toBe(true);
    const read = await manage.GET(getRequest(`/api/appointments/manage?token=${token}&lang=es`));
    expect(read.status).toBe(200);
    expect((await body(read)).booking).toMatchObject({
      id,
      status: 'cancelled',
      cancelledBy: 'studio',
      cancelReason: reason,
    });

    // The visitor's cancel, arriving after the studio's, changes nothing and still says who cancelled it.
    const cancel = await import('@/app/api/appointments/cancel/route');
    const again = await cancel.POST(jsonRequest('/api/appointments/cancel', { token, lang: 'es' }));
    expect(await body(again)).toMatchObject({
      outcome: 'already-cancelled',
      booking: { status: 'cancelled', cancelledBy: 'studio', cancelReason: reason },
    });

    // Without a reason there is none to show; a booking the visitor cancelled says so, with no reason either.
    const silent = await book(day, '13:30', 'es');
    expect((await studio.cancelStudioAppointment(OWNER, silent.id)).ok).toBe(true);
    const silentRead = (await body(await manage.GET(getRequest(`/api/appointments/manage?token=${silent.token}`))))
      .booking;
    expect(silentRead).toMatchObject({ status: 'cancelled', cancelledBy: 'studio' });
    expect(silentRead).not.toHaveProperty('cancelReason');
  });

  it('reschedules to a free slot only: the invitation moves (same UID, SEQUENCE raised) and both manage links show the new time', async () => {
    const { id, email, token } = await book(day, '12:00', 'es');
    await book(day, '12:30');
    expect(await studio.rescheduleAppointment(OWNER, id, slot(day, '12:30'))).toEqual({
      ok: false,
      error: 'slot-taken',
    });
    expect(await studio.rescheduleAppointment(OWNER, id, slot(day, '12:00'))).toEqual({
      ok: false,
      error: 'same-slot',
    });
    expect(await studio.rescheduleAppointment(OWNER, id, slot(day, '12:10'))).toEqual({ ok: false, error: 'off-grid' });
    expect(await studio.rescheduleAppointment(OWNER, id, slot(day, '19:00'))).toEqual({ ok: false, error: 'off-grid' });
    let saturday = day;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    expect(await studio.rescheduleAppointment(OWNER, id, slot(saturday, '10:00'))).toEqual({
      ok: false,
      error: 'weekend',
    });
    expect(await studio.rescheduleAppointment(OWNER, id, '2020-01-06T10:00:00Z')).toEqual({ ok: false, error: 'past' });
    expect(await studio.rescheduleAppointment(OWNER, id, 'tomorrow at ten')).toEqual({
      ok: false,
      error: 'invalid-date',
    });

    const later = workingDay(8);
    const result = await studio.rescheduleAppointment(OWNER, id, slot(later, '16:00'), { expectedSequence: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.appointment).toMatchObject({ status: 'pending', sequence: 1, start: slot(later, '16:00') });
    expect(result.appointment.history.at(-1)).toMatchObject({
      action: 'appointment.reschedule',
      details: { sequence: 1, from: slot(day, '12:00'), to: slot(later, '16:00') },
    });
    expect(await freeTimes(day)).toContain('12:00');
    expect(await freeTimes(later)).not.toContain('16:00');

    const mail = await nextMailTo(email, 2);
    expect(mail.headers['content-language']).toBe('es');
    expect(mail.subject).toMatch(/^Tu consulta cambia de hora/);
    const event = ics(mail);
    expect(event).toContain('METHOD:REQUEST');
    expect(event).toContain(`UID:${id}@lumenestudio.es`);
    expect(event).toContain('SEQUENCE:1');
    expect(event).toContain('STATUS:TENTATIVE');
    expect(event).toContain(`DTSTART;TZID=Europe/Madrid:${stampOf(later, '16:00')}`);

    // The link of the first confirmation still opens the booking, at its new time; so does the new mail's link.
    const newToken = manageLink.exec(textOf(mail))?.[3] ?? '';
    expect(newToken).not.toBe(token);
    for (const each of [token, newToken]) {
      const response = await manage.GET(getRequest(`/api/appointments/manage?token=${each}&lang=es`));
      expect(response.status).toBe(200);
      expect((await body(response)).booking).toMatchObject({ id, date: slot(later, '16:00'), status: 'pending' });
    }
    // Confirming after the move: the same event, SEQUENCE 2.
    expect((await studio.confirmAppointment(OWNER, id)).ok).toBe(true);
    expect(ics(await nextMailTo(email, 3))).toContain('SEQUENCE:2');
  });

  it('a reschedule racing another reschedule and a visitor for one slot: the unique index lets exactly one win', async () => {
    const raceDay = workingDay(10);
    const first = await book(raceDay, '10:00');
    const second = await book(raceDay, '10:30');
    const target = slot(raceDay, '15:00');
    const [a, b, visitor] = await Promise.all([
      studio.rescheduleAppointment(OWNER, first.id, target),
      studio.rescheduleAppointment(OWNER, second.id, target),
      appointments.POST(
        jsonRequest('/api/appointments', {
          name: 'Rápida',
          email: `fast-${stamp}@example.com`,
          date: target,
          lang: 'es',
        }),
      ),
    ]);
    const wins = [a.ok, b.ok, visitor.status === 201].filter(Boolean);
    expect(wins).toHaveLength(1);
    for (const loser of [a, b]) if (!loser.ok) expect(loser.error).toBe('slot-taken');
    if (visitor.status !== 201) expect(visitor.status).toBe(409);
    const { db } = await getStore();
    const holders = await db
      .selectFrom('appointments')
      .select('id')
      .where('slot_start', '=', target)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(holders).toHaveLength(1);
    // The losers kept their own slot and sequence.
    for (const [result, original] of [
      [a, first],
      [b, second],
    ] as const) {
      if (result.ok) continue;
      const row = await db
        .selectFrom('appointments')
        .select(['slot_start', 'sequence'])
        .where('id', '=', original.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.sequence)).toBe(0);
      expect(row.slot_start).not.toBe(target);
    }
  });

  it('the studio’s changes reach a visitor whose address already had the day’s mails (the cap is for forms)', async () => {
    const capDay = workingDay(14);
    const { id, email } = await book(capDay, '16:30');
    const { db } = await getStore();
    // As if the address had filled in forms all day (MAIL_PER_RECIPIENT_PER_DAY is 5 by default).
    const now = new Date().toISOString();
    await db
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: 6 }, (_, index) => ({
          id: `cap-${stamp}-${index}`,
          kind: 'contact-ack',
          recipient: email,
          payload: '{}',
          status: 'sent' as const,
          last_error: null,
          next_attempt_at: now,
          claimed_at: null,
          created_at: now,
          sent_at: now,
          failed_at: null,
        })),
      )
      .execute();
    expect((await studio.confirmAppointment(OWNER, id)).ok).toBe(true);
    expect((await nextMailTo(email, 2)).subject).toMatch(/^Consultation confirmed/);
  });

  it('two owners acting on the same page at once: one change, the other is told it is stale', async () => {
    const { id } = await book(workingDay(11), '11:00');
    const results = await Promise.all([
      studio.confirmAppointment(OWNER, id, { expectedSequence: 0 }),
      studio.cancelStudioAppointment(OWNER, id, { expectedSequence: 0 }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^(stale|not-pending|not-active)$/),
    });
  });

  it('keeps the visitor’s time zone their browser sent (a known IANA zone only) for the studio’s detail', async () => {
    const tzDay = workingDay(13);
    const zoned = await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Nora',
        email: `tz-${stamp}@example.com`,
        date: slot(tzDay, '10:00'),
        lang: 'en',
        timeZone: 'America/New_York',
      }),
    );
    const unknown = await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Marte',
        email: `tz2-${stamp}@example.com`,
        date: slot(tzDay, '10:30'),
        lang: 'en',
        timeZone: 'Mars/Olympus_Mons',
      }),
    );
    expect([zoned.status, unknown.status]).toEqual([201, 201]);
    expect(await studio.getStudioAppointment(OWNER, String((await body(zoned)).id))).toMatchObject({
      timeZone: 'America/New_York',
    });
    expect(await studio.getStudioAppointment(OWNER, String((await body(unknown)).id))).toMatchObject({
      timeZone: null,
    });
  });

  it('lists upcoming first, then past; filters by status, day and a search in name or e-mail; pages are bounded', async () => {
    const listDay = workingDay(20);
    await book(listDay, '10:00', 'en', 'Zoë Percent_100%');
    await book(listDay, '10:30', 'en', 'Luis Navarro');
    const { db } = await getStore();
    // A past appointment, as a finished consultation looks in the store.
    const past = new Date(Date.now() - 3 * 86_400_000);
    past.setUTCMinutes(0, 0, 0);
    await db
      .insertInto('appointments')
      .values({
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Pasado Antiguo',
        email: 'past@example.com',
        email_key: 'past@example.com',
        client_id: null,
        phone: '',
        service: 'consulta-gratuita',
        message: '',
        notify_email: null,
        lang: 'es',
        slot_start: past.toISOString(),
        slot_day: past.toISOString().slice(0, 10),
        status: 'confirmed',
        created_at: past.toISOString(),
        cancelled_at: null,
        updated_at: null,
        cancel_reason: null,
        cancelled_by: null,
      })
      .execute();

    const all = await studio.listStudioAppointments(OWNER, {});
    expect(all?.total).toBeGreaterThanOrEqual(10);
    const starts = all?.items.map((item) => item.start) ?? [];
    const firstPast = starts.findIndex((start) => Date.parse(start) < Date.now());
    expect(firstPast).toBe(starts.length - 1);
    const upcoming = starts.slice(0, firstPast);
    expect(upcoming).toEqual([...upcoming].sort());

    expect((await studio.listStudioAppointments(OWNER, { q: 'navarro' }))?.items.map((item) => item.name)).toEqual([
      'Luis Navarro',
    ]);
    expect((await studio.listStudioAppointments(OWNER, { q: `VISITOR-1-${stamp}` }))?.items).toHaveLength(1);
    // % and _ are searched as written, not as wildcards.
    expect((await studio.listStudioAppointments(OWNER, { q: '_100%' }))?.items.map((item) => item.name)).toEqual([
      'Zoë Percent_100%',
    ]);
    expect((await studio.listStudioAppointments(OWNER, { q: '%' }))?.items.map((item) => item.name)).toEqual([
      'Zoë Percent_100%',
    ]);
    expect((await studio.listStudioAppointments(OWNER, { from: listDay, to: listDay }))?.items).toHaveLength(2);
    const cancelled = await studio.listStudioAppointments(OWNER, { status: 'cancelled' });
    expect(cancelled?.items.length).toBeGreaterThan(0);
    expect(cancelled?.items.every((item) => item.status === 'cancelled')).toBe(true);

    // Out-of-bound filters are dropped rather than trusted; a page beyond the last shows the last.
    const odd = await studio.listStudioAppointments(OWNER, {
      status: 'deleted',
      from: '2026-02-30',
      q: 'x'.repeat(500),
      page: 10_000,
    });
    expect(odd?.query).toMatchObject({ status: undefined, from: undefined, q: undefined });
    expect(odd?.page).toBe(odd?.pageCount);
    expect(odd?.items.length).toBeLessThanOrEqual(STUDIO_PAGE_SIZE);
  });
});

describe('Only an owner reaches the studio’s appointments', () => {
  it('an editor, or nobody, can neither read nor change anything', async () => {
    const { id } = await book(workingDay(12), '14:00');
    for (const actor of [EDITOR, null, { role: 'Owner', auditActor: 'x' }]) {
      expect(await studio.listStudioAppointments(actor, {})).toBeNull();
      expect(await studio.getStudioAppointment(actor, id)).toBeNull();
      expect(await studio.confirmAppointment(actor, id)).toEqual({ ok: false, error: 'forbidden' });
      expect(await studio.cancelStudioAppointment(actor, id, { reason: 'no' })).toEqual({
        ok: false,
        error: 'forbidden',
      });
      expect(await studio.rescheduleAppointment(actor, id, slot(workingDay(12), '15:00'))).toEqual({
        ok: false,
        error: 'forbidden',
      });
    }
    const detail = await studio.getStudioAppointment(OWNER, id);
    expect(detail).toMatchObject({
      id,
      status: 'pending',
      sequence: 0,
      phone: '+34 600 000 000',
      message: 'Hotel <b>boutique</b> en Xàtiva',
    });
  });

  it('the session behind a server action: an owner’s is an owner, an editor’s or none is nobody', async () => {
    const { ownerFromHeaders } = await import('@/cms/views/shared/session');
    const login = async (role: 'owner' | 'editor') =>
      (
        await payload.login({
          collection: 'users',
          data: { email: `${role}-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}` },
        })
      ).token ?? '';
    const owner = await ownerFromHeaders(
      new Headers({ Authorization: `JWT ${await login('owner')}`, cookie: 'payload-lng=it' }),
    );
    expect(owner).toMatchObject({ role: 'owner', auditActor: `owner-${stamp}@lumen.test`, lang: 'it' });
    expect(await ownerFromHeaders(new Headers({ Authorization: `JWT ${await login('editor')}` }))).toBeNull();
    expect(await ownerFromHeaders(new Headers())).toBeNull();
    expect(await ownerFromHeaders(new Headers({ Authorization: 'JWT not-a-token' }))).toBeNull();
  });
});
