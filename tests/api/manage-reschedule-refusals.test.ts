import { describe, expect, it } from 'vitest';
import { book, move, row, startReschedule } from './support/manage-reschedule';
import { body, jsonRequest, slot, workingDay } from './support/requests';

// What a move from the manage link refuses, with its reason: bad slots and links, a cancelled booking, a 4th move.
const environment = await startReschedule();
const cancel = await import('@/app/api/appointments/cancel/route');
const { signManageToken } = await import('@/lib/provider/embedded/manage-token');
const { madridInstant, madridDay, addDays } = await import('@/lib/domain/booking-calendar');

describe(`The visitor moves their booking on ${environment.driver}`, () => {
  const day = workingDay(5);

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
});
