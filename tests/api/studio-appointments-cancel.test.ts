import { describe, expect, it } from 'vitest';
import { calendarPart, textOf } from './support/mime';
import { body, getRequest, jsonRequest, slot, workingDay } from './support/requests';
import { ics, startStudioAppointments } from './support/studio-appointments';

// The studio cancels a booking: a bounded reason, the slot free again, METHOD:CANCEL, the visitor's page told.
const { OWNER, book, environment, freeTimes, nextMailTo, studio } = await startStudioAppointments();
const manage = await import('@/app/api/appointments/manage/route');
const { CANCEL_REASON_MAX_LENGTH } = await import('@/lib/studio');

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
});
