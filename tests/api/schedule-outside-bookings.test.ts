import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';
import { SEEDED_SCHEDULE, slot, workingDay } from './support/requests';
import { book, ownerSaves, restore, slotsOf, setUpScheduleOffice, visitor } from './support/schedule';
import { localStudio } from './support/studio';

// Bookings a change leaves outside the schedule are kept, listed for the studio, and keep their slots.
setTestEnvironment();
setUpScheduleOffice();
const { dayDistance, madridDay } = await import('@/lib/domain/booking-calendar');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe('Bookings a change leaves outside the schedule are kept and listed for the studio', () => {
  beforeEach(restore);
  afterAll(restore);

  it('lists the future pending and confirmed ones off the new grid or on a closed day, with the reason; nothing is changed', async () => {
    const studio = await localStudio();
    const bookingsOutsideSchedule = () =>
      studio.bookingsOutsideSchedule({ role: 'owner', auditActor: 'owner@lumen.test' });
    const { db } = await getStore();
    await db.deleteFrom('appointments').execute();
    const a = workingDay(10);
    const b = workingDay(dayDistance(madridDay(new Date()), a) + 1);
    const c = workingDay(dayDistance(madridDay(new Date()), b) + 1);
    for (const [day, time] of [
      [a, '10:30'],
      [b, '11:00'],
      [c, '12:00'],
    ] as const)
      expect((await book(day, time)).status).toBe(201);
    const cancelled = await book(a, '15:30');
    const cancelledId = String(cancelled.answer.id);
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', cancelledId).execute();
    expect(await bookingsOutsideSchedule()).toEqual([]);

    await ownerSaves({ slotMinutes: 60, closedDays: [...SEEDED_SCHEDULE.closedDays, { date: c, label: 'Mudanza' }] });
    const listed = (await bookingsOutsideSchedule()) ?? [];
    expect(listed.map(({ reason, closedDay, status }) => ({ reason, closedDay, status }))).toEqual([
      { reason: 'off-grid', closedDay: undefined, status: 'pending' },
      { reason: 'closed', closedDay: 'Mudanza', status: 'pending' },
    ]);
    expect(listed[0]).toMatchObject({ name: visitor.name, email: visitor.email, start: slot(a, '10:30') });
    // Still booked, still owning their slots.
    const rows = await db
      .selectFrom('appointments')
      .select(['slot_start', 'status'])
      .where('status', '=', 'pending')
      .orderBy('slot_start')
      .execute();
    expect(rows.map((row) => row.slot_start)).toEqual([slot(a, '10:30'), slot(b, '11:00'), slot(c, '12:00')]);
  });

  it('a slot of the new grid that overlaps a booking kept from the old one is not offered, and a booking of it is refused', async () => {
    const { db } = await getStore();
    await db.deleteFrom('appointments').execute();
    const day = workingDay(9);
    expect((await book(day, '10:30')).status).toBe(201);
    await ownerSaves({ slotMinutes: 45 });
    const slots = await slotsOf(day);
    expect(slots.slice(0, 3)).toEqual(['10:00', '11:30', '12:15']);
    const overlapping = await book(day, '10:45');
    expect(overlapping.status).toBe(409);
    expect(overlapping.answer).toMatchObject({ code: 'slot-taken' });
  });
});
