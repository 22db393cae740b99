import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { expired } from './support/back-office';
import { setTestEnvironment } from './support/environment';
import { SEEDED_SCHEDULE, body, getRequest, slot, workingDay } from './support/requests';
import {
  book,
  ownerSaves,
  readSchedule,
  restore,
  slotsOf,
  setUpScheduleOffice,
  visitor,
  weekdayName,
} from './support/schedule';
import { localStudio } from './support/studio';

// A change to the schedule reaches availability and bookings at once: its tag, the pause, bookings it leaves outside.
setTestEnvironment();
setUpScheduleOffice();
const availability = await import('@/app/api/availability/route');
const { addDays, dayDistance, madridDay } = await import('@/lib/domain/booking-calendar');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe('A change reaches the pages and the bookings at once', () => {
  beforeEach(restore);
  afterAll(restore);

  it('expires the schedule’s tag (the booking page, the home dialog), whatever the language edited', async () => {
    expired.length = 0;
    await ownerSaves({ minNoticeMinutes: 0 }, 'it');
    expect(expired).toEqual([['cms:schedule']]);
  });

  it('the owner closes a day: it has no free slot any more and a booking of it is refused with the reason', async () => {
    const day = workingDay(5);
    expect(await slotsOf(day)).toHaveLength(16);
    await ownerSaves({ closedDays: [...SEEDED_SCHEDULE.closedDays, { date: day, label: 'Formación del equipo' }] });
    expect(await slotsOf(day)).toEqual([]);
    const refused = await book(day, '10:00', 'en');
    expect(refused.status).toBe(400);
    expect(refused.answer).toMatchObject({
      success: false,
      code: 'closed',
      message: 'We are closed that day (a holiday or a studio closure). Please choose another day.',
    });
    const next = workingDay(6) === day ? workingDay(7) : workingDay(6);
    expect(await slotsOf(next)).toHaveLength(16);
  });

  it('a seeded holiday is closed as well', async () => {
    const { status, answer } = await book('2027-01-06', '10:00');
    // Beyond the window today, but refused for the day first: a closed day is named as such wherever it lies.
    expect(status).toBe(400);
    expect(answer.code === 'closed' || answer.code === 'too-far').toBe(true);
    const { dayClosure } = await import('@/lib/domain/booking-schedule');
    expect(dayClosure('2027-01-06', await readSchedule())).toBe('closed');
  });

  it('new hours and a new grid: availability and the re-check follow, with the new figures in the message', async () => {
    const day = workingDay(8);
    await ownerSaves({
      slotMinutes: 60,
      hours: { ...SEEDED_SCHEDULE.hours, [weekdayName(day)]: { open: true, from: '09:00', to: '13:00' } },
    });
    expect(await slotsOf(day)).toEqual(['09:00', '10:00', '11:00', '12:00']);
    const offGrid = await book(day, '10:30');
    expect(offGrid.status).toBe(400);
    expect(offGrid.answer).toMatchObject({
      code: 'off-grid',
      message: 'Elige una de las horas disponibles, de 09:00 a 12:00 (hora de Madrid), en intervalos de 60 minutos.',
    });
    expect((await book(day, '09:00')).status).toBe(201);
    expect(await slotsOf(day)).toEqual(['10:00', '11:00', '12:00']);
  });

  it('a Saturday opened for the morning takes bookings; Sunday stays closed', async () => {
    let saturday = workingDay(3);
    while (weekdayName(saturday) !== 'saturday') saturday = addDays(saturday, 1);
    await ownerSaves({ hours: { ...SEEDED_SCHEDULE.hours, saturday: { open: true, from: '10:00', to: '12:00' } } });
    expect(await slotsOf(saturday)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect((await book(saturday, '11:30')).status).toBe(201);
    const sunday = await book(addDays(saturday, 1), '10:00');
    expect(sunday.answer).toMatchObject({ code: 'weekend' });
  });

  it('the minimum notice refuses a slot too soon', async () => {
    await ownerSaves({ minNoticeMinutes: 7 * 24 * 60 });
    const tomorrow = workingDay(1);
    const soon = await book(tomorrow, '17:30', 'it');
    expect(soon.status).toBe(400);
    expect(soon.answer).toMatchObject({
      code: 'too-soon',
      message: 'Quell’orario è troppo vicino. Per favore, scegli un orario più avanti.',
    });
    expect(await slotsOf(madridDay(new Date()))).toEqual([]);
  });

  it('a shorter window: availability and bookings stop at its last day, and the message counts its days', async () => {
    await ownerSaves({ horizonDays: 14, dialogHorizonDays: 14 });
    const far = await availability.GET(
      getRequest(`/api/availability?from=${madridDay(new Date())}&to=${addDays(madridDay(new Date()), 20)}`, {
        'accept-language': 'en',
      }),
    );
    expect(far.status).toBe(400);
    expect(await body(far)).toMatchObject({ message: 'Dates must fall between today and 14 days from now.' });
    const late = await book(workingDay(20), '10:00', 'en');
    expect(late.answer).toMatchObject({ code: 'too-far', message: 'Bookings can be made at most 14 days in advance.' });
  });

  it('a longer window than the spec’s 60 days opens the days beyond it', async () => {
    await ownerSaves({ horizonDays: 90 });
    // 55 open days are 77 to about 83 calendar days ahead: past the spec's 60, inside the new 90.
    const day = workingDay(55);
    expect(await slotsOf(day)).toHaveLength(16);
    expect((await book(day, '12:00')).status).toBe(201);
  });
});

describe('The pause switch', () => {
  afterAll(restore);

  it('while paused no booking is taken: a 409 with the studio’s message in the visitor’s language, and no free slot', async () => {
    await ownerSaves({ paused: true, pauseMessage: 'Estamos de vacaciones hasta el lunes.' });
    await ownerSaves({ pauseMessage: 'We are on holiday until Monday.' }, 'en');
    await ownerSaves({ pauseMessage: '' }, 'it');
    const day = workingDay(4);
    const en = await book(day, '10:00', 'en');
    expect(en.status).toBe(409);
    expect(en.answer).toMatchObject({ success: false, code: 'paused', message: 'We are on holiday until Monday.' });
    // Italian left empty: the Spanish text stands in.
    expect((await book(day, '10:00', 'it')).answer).toMatchObject({
      code: 'paused',
      message: 'Estamos de vacaciones hasta el lunes.',
    });
    expect(await slotsOf(day)).toEqual([]);
    await ownerSaves({ paused: false });
    expect(await slotsOf(day)).not.toEqual([]);
    expect((await book(day, '10:00', 'en')).status).toBe(201);
  });
});

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
