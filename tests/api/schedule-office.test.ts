import { describe, expect, it } from 'vitest';
import { editor, owner, payload, type User } from './support/back-office';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';
import { SEEDED_SCHEDULE } from './support/requests';
import { ownerSaves, readSchedule, setUpScheduleOffice } from './support/schedule';

// The schedule global in the back office: its first import, who may change it, and the saves it refuses.
setTestEnvironment();
setUpScheduleOffice();

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
