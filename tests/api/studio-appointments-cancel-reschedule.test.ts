import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/domain/booking-calendar';
import { calendarPart, textOf } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';
import { ics, manageLink, stampOf, startStudioAppointments } from './support/studio-appointments';

// The studio cancels a booking (a bounded reason, the slot free again, METHOD:CANCEL, the visitor's page told) or
// moves it: to a free slot of the grid only, the same event mailed again, one winner of a race.
const { OWNER, appointments, book, environment, freeTimes, nextMailTo, stamp, studio } =
  await startStudioAppointments();
const manage = await import('@/app/api/appointments/manage/route');
const { CANCEL_REASON_MAX_LENGTH } = await import('@/lib/studio');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe(`The studio's appointments on ${environment.driver}`, () => {
  const day = workingDay(5);

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
});
