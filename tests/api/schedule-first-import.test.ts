import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';
import { SEEDED_SCHEDULE } from './support/requests';
import { readSchedule, setUpScheduleOffice } from './support/schedule';

// The schedule global as the first import leaves it: the spec's hours and Valencia's public holidays.
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
