import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';
import { SEEDED_SCHEDULE } from './support/requests';
import { ownerSaves, readSchedule, setUpScheduleOffice } from './support/schedule';

// Schedules the booking side could not follow are refused on save, and the saved one stays as it was.
setTestEnvironment();
setUpScheduleOffice();

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
