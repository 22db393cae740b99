import { describe, expect, it } from 'vitest';
import { alternativeBlock, attachment, calendarPart, textOf } from './support/mime';
import { slot, workingDay } from './support/requests';
import { ics, manageLink, payload, stampOf, startStudioAppointments } from './support/studio-appointments';

// The studio confirms a booking: its sequence and audit, the invitation it mails, and refusals of a stale change.
// Only an owner reads or changes the studio's appointments, and only an owner's session counts as one.
const { EDITOR, OWNER, book, environment, expired, nextMailTo, stamp, studio } = await startStudioAppointments();
const { listUpcomingAppointments } = await import('@/lib/provider');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

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
