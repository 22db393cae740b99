import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import seededSchedule from '@/cms/seed/schedule.json';
import { allowed } from './support/cms-access';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { SEEDED_SCHEDULE, body, getRequest, jsonRequest, slot, workingDay } from './support/requests';
import { localStudio } from './support/studio';

/*
 * The studio's schedule as data: the `schedule` global the owner edits in the back office (its first import with
 * Valencia's holidays, who may read and change it, what it refuses, the tag a change expires), and the booking side
 * following it at once: availability, the server's re-check of a booking (closed days, hours, grid, notice, window),
 * the pause, and the list of bookings a change leaves outside the schedule. On SQLite and PostgreSQL.
 */
setTestEnvironment();
const availability = await import('@/app/api/availability/route');
const appointments = await import('@/app/api/appointments/route');
const { addDays, dayDistance, madridDay } = await import('@/lib/domain/booking-calendar');
const { closeStore, getStore } = await import('@/lib/provider/embedded/db/connection');

type User = { id: number | string; role: 'owner' | 'editor'; email: string; collection: 'users' };
const stamp = Date.now().toString(36);
const expired: string[][] = [];
let payload: Payload;
let owner: User;
let editor: User;
const visitor = { name: 'Ana López', email: 'ana@example.com', phone: '', service: 'consulta-gratuita', message: '' };

beforeAll(async () => {
  await resetDatabase();
  const { cms } = await import('@/lib/provider/cms');
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  payload = await cms();
  onRevalidate((tags) => expired.push(tags));
  const make = async (role: 'owner' | 'editor') =>
    ({
      ...(await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `schedule-${role}-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}`, role } as never,
      })),
      collection: 'users',
    }) as unknown as User;
  owner = await make('owner');
  editor = await make('editor');
});

/** The schedule as imported, put back: on PostgreSQL the next test files share this store. */
async function restore(): Promise<void> {
  const { pauseMessage, ...shared } = seededSchedule;
  await payload.updateGlobal({
    slug: 'schedule',
    locale: 'es',
    data: { ...shared, pauseMessage: pauseMessage.es } as never,
    overrideAccess: true,
  });
  for (const lang of ['en', 'it'] as const) {
    await payload.updateGlobal({
      slug: 'schedule',
      locale: lang,
      data: { pauseMessage: pauseMessage[lang] } as never,
      overrideAccess: true,
    });
  }
}

afterAll(async () => {
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  await restore();
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  onRevalidate(null);
  await closeStore();
});

/** The owner saves a change in the back office, the rest staying as it is. */
async function ownerSaves(change: Record<string, unknown>, locale: 'es' | 'en' | 'it' = 'es'): Promise<void> {
  await payload.updateGlobal({ slug: 'schedule', locale, data: change as never, user: owner, overrideAccess: false });
}

async function slotsOf(day: string): Promise<string[]> {
  const response = await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }[])[0]?.slots ?? [];
}

async function book(
  day: string,
  time: string,
  lang = 'es',
): Promise<{ status: number; answer: Record<string, unknown> }> {
  const response = await appointments.POST(
    jsonRequest('/api/appointments', { ...visitor, lang, date: slot(day, time) }),
  );
  return { status: response.status, answer: await body(response) };
}

const readSchedule = async () => (await import('@/lib/provider/cms/schedule')).readSchedule();

describe('The first import: the spec’s hours and Valencia’s public holidays of 2026 and 2027', () => {
  it('reads back as the seeded schedule, the pause message in each language', async () => {
    const schedule = await readSchedule();
    expect(schedule).toEqual(SEEDED_SCHEDULE);
    expect(schedule.hours.monday).toEqual({ open: true, from: '10:00', to: '18:00' });
    expect(schedule.hours.saturday.open).toBe(false);
    expect([schedule.slotMinutes, schedule.horizonDays, schedule.dialogHorizonDays, schedule.minNoticeMinutes]).toEqual(
      [30, 60, 30, 0],
    );
    expect(schedule.pauseMessage.it).toMatch(/prenotazioni/);
  });

  it('holds the regional and the two local holidays of each year', () => {
    const days = new Map(SEEDED_SCHEDULE.closedDays.map(({ date, label }) => [date, label]));
    for (const year of ['2026', '2027'])
      expect([...days.keys()].filter((day) => day.startsWith(year))).toHaveLength(14);
    expect(days.get('2026-12-25')).toBe('Natividad del Señor');
    expect(days.get('2026-03-19')).toBe('San José');
    expect(days.get('2026-06-24')).toBe('San Juan');
    expect(days.get('2026-04-13')).toMatch(/San Vicente Ferrer/);
    expect(days.get('2027-01-22')).toMatch(/San Vicente Mártir/);
    expect(days.get('2027-03-29')).toBe('Lunes de Pascua');
    expect(days.get('2027-10-09')).toBe('Día de la Comunitat Valenciana');
  });
});

describe('Who may read and change the schedule', () => {
  it('the owner reads and changes it; an editor can do neither, nor can a visitor through the CMS', async () => {
    expect(await allowed(() => payload.findGlobal({ slug: 'schedule', overrideAccess: false }))).toBe(false);
    expect(await allowed(() => payload.findGlobal({ slug: 'schedule', user: editor, overrideAccess: false }))).toBe(
      false,
    );
    expect(await allowed(() => payload.findGlobal({ slug: 'schedule', user: owner, overrideAccess: false }))).toBe(
      true,
    );
    expect(await allowed(() => ownerSavesAs(editor, { minNoticeMinutes: 60 }))).toBe(false);
    expect((await readSchedule()).minNoticeMinutes).toBe(0);
    expect(await allowed(() => ownerSavesAs(owner, { minNoticeMinutes: 0 }))).toBe(true);
  });

  async function ownerSavesAs(user: User, change: Record<string, unknown>) {
    return payload.updateGlobal({ slug: 'schedule', data: change as never, user, overrideAccess: false });
  }
});

describe('What the back office refuses to save', () => {
  it.each([
    ['slots shorter than a consultation', { slotMinutes: 15 }],
    ['slots off the 5-minute step', { slotMinutes: 32 }],
    ['a window of more than a year', { horizonDays: 400 }],
    ['a home dialog window wider than the booking window', { dialogHorizonDays: 61 }],
    ['a day that does not exist', { closedDays: [{ date: '2026-02-30', label: '' }] }],
    ['a day written another way', { closedDays: [{ date: '25/12/2026', label: 'Navidad' }] }],
    [
      'the same day twice',
      {
        closedDays: [
          { date: '2026-12-25', label: '' },
          { date: '2026-12-25', label: 'Navidad' },
        ],
      },
    ],
    ['a time that is none', { hours: { monday: { open: true, from: '10:00', to: '25:00' } } }],
    ['an open day too short for one consultation', { hours: { monday: { open: true, from: '10:00', to: '10:20' } } }],
    ['office hours the wrong way round', { officeHours: { from: '18:00', to: '09:00' } }],
    ['a pause message too long', { pauseMessage: 'x'.repeat(501) }],
  ])('%s', async (_name, change) => {
    await expect(ownerSaves(change)).rejects.toThrow();
    expect(await readSchedule()).toEqual(SEEDED_SCHEDULE);
  });
});

describe('What the back office says when it refuses', () => {
  it('names the field as the form does and says what is wrong with it, instead of "The following field is invalid: hours.monday.to"', async () => {
    const refusal = (await ownerSaves({ hours: { monday: { open: true, from: '19:00', to: '18:00' } } }).catch(
      (error: unknown) => error,
    )) as {
      message: string;
      data?: { errors?: { path: string; message: string }[] };
    };
    expect(refusal.message).not.toContain('hours.monday.to');
    expect(refusal.message).toMatch(/(Lunes|Monday|Lunedì) · (Cierre|Closing|Chiusura)/);
    expect(refusal.data?.errors?.[0]).toMatchObject({ path: 'hours.monday.to', message: expect.stringMatching(/30/) });
    // A time that is none is called that, on the field it is about.
    const time = (await ownerSaves({ officeHours: { from: '09:00', to: '25:99' } }).catch(
      (error: unknown) => error,
    )) as { data?: { errors?: { path: string; message: string }[] } };
    expect(time.data?.errors?.[0]).toMatchObject({ path: 'officeHours.to', message: expect.stringMatching(/HH:MM/) });
    // A number at the top is named by its own label, not 'slotMinutes'.
    const step = (await ownerSaves({ slotMinutes: 32 }).catch((error: unknown) => error)) as {
      message: string;
      data?: { errors?: { path: string; message: string }[] };
    };
    expect(step.message).not.toMatch(/slotMinutes/);
    expect(step.data?.errors?.[0]).toMatchObject({ path: 'slotMinutes', message: expect.stringMatching(/5/) });
    expect(await readSchedule()).toEqual(SEEDED_SCHEDULE);
  });
});

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

function weekdayName(day: string): string {
  return (
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${day}T12:00:00Z`).getUTCDay()
    ] ?? ''
  );
}
