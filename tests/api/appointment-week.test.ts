import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { localStudio } from './support/studio';
import { body, jsonRequest, slot, workingDay } from './support/requests';

/* The studio's week of appointments (cms/views/appointments/week-view.tsx): owners only, one bounded week. */
const environment = setTestEnvironment();
const appointments = await import('@/app/api/appointments/route');
const { mondayOf } = await import('@/lib/studio');
const studio = await localStudio();
const { closeStore } = await import('@/lib/provider/embedded/db/connection');

const OWNER = { role: 'owner', auditActor: 'owner-week@lumen.test' } as const;
const EDITOR = { role: 'editor', auditActor: 'editor-week@lumen.test' } as const;

beforeAll(async () => {
  await resetDatabase();
  // The back office (its migrations on a fresh PostgreSQL) opens here, not inside the first booking's test.
  await (await import('@/lib/provider/cms')).cms();
});
afterAll(closeStore);

async function book(day: string, time: string, name: string): Promise<string> {
  const response = await appointments.POST(
    jsonRequest('/api/appointments', {
      name,
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '',
      date: slot(day, time),
      message: '',
    }),
  );
  expect(response.status).toBe(201);
  return String((await body(response)).id);
}

describe(`The studio's week on ${environment.driver}`, () => {
  it('puts each booking of the week in its Madrid day and time, for owners only', async () => {
    const day = workingDay(10);
    const monday = mondayOf(day);
    const id = await book(day, '11:30', 'Ana Week');
    await book(workingDay(25), '11:30', 'Later Week');
    expect(await studio.studioWeek(EDITOR, day)).toBeNull();
    const week = await studio.studioWeek(OWNER, day);
    if (!week) throw new Error('no week');
    expect(week.monday).toBe(monday);
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toBe(monday);
    expect(week.times[0]).toBe('10:00');
    expect(week.times).toContain('17:30');
    expect(week.bookings).toEqual([{ id, name: 'Ana Week', day, time: '11:30', status: 'pending' }]);
  });

  it('reads anything that is not a day as this week', async () => {
    const now = new Date('2027-03-03T10:00:00Z');
    expect(mondayOf('2027-13-40', now)).toBe('2027-03-01');
    expect(mondayOf('<script>', now)).toBe('2027-03-01');
    expect(mondayOf('2027-03-07', now)).toBe('2027-03-01');
  });
});
