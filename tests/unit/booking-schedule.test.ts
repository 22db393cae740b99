import { describe, expect, it } from 'vitest';
import { checkBookingTime, checkSlotAgainstSchedule } from '@/lib/domain/booking-rules';
import {
  DEFAULT_SCHEDULE,
  SCHEDULE_LIMITS,
  allSlotTimes,
  dayClosure,
  isOpenDay,
  pauseMessageIn,
  slotsOfDay,
  weekdayOf,
  type Schedule,
} from '@/lib/domain/booking-schedule';
import { scheduleSchema } from '@/lib/schemas/schedule';
import {
  BOOKING_SLOTS,
  availabilityInRange,
  dayUnavailability,
  freeSlots,
  isBookableDay,
} from '@/lib/domain/booking-slots';

/** The default schedule with some fields changed, as the owner would in the back office. */
const edited = (change: Partial<Schedule>): Schedule => ({ ...DEFAULT_SCHEDULE, ...change });
const wednesday = new Date('2026-03-25T09:00:00Z'); // Wednesday 25 March 2026, 10:00 in Madrid (CET)

describe('The default schedule is the spec: every 30 min from 10:00 to 17:30 Madrid, Monday to Friday, 60 and 30 days, office 9:00–18:00', () => {
  it('its grid is the 16 slots of the spec, on weekdays only', () => {
    expect(slotsOfDay('2026-03-26')).toEqual([...BOOKING_SLOTS]);
    expect(BOOKING_SLOTS).toHaveLength(16);
    expect(slotsOfDay('2026-03-28')).toEqual([]);
    expect(slotsOfDay('2026-03-29')).toEqual([]);
  });

  it('its windows and office hours', () => {
    expect([DEFAULT_SCHEDULE.horizonDays, DEFAULT_SCHEDULE.dialogHorizonDays]).toEqual([60, 30]);
    expect(DEFAULT_SCHEDULE.officeHours).toEqual({ from: '09:00', to: '18:00' });
    expect(DEFAULT_SCHEDULE.paused).toBe(false);
    expect(scheduleSchema.parse(DEFAULT_SCHEDULE)).toEqual(DEFAULT_SCHEDULE);
  });

  it('weekdays are ISO, Monday first, whatever the time zone', () => {
    expect(
      ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29'].map(weekdayOf),
    ).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(weekdayOf('2026-02-30')).toBeUndefined();
  });
});

describe('Hours per weekday and the slot length make the grid', () => {
  const cases: [string, Partial<Schedule>, string, string[]][] = [
    [
      'hourly slots end by 18:00: the last starts 17:00',
      { slotMinutes: 60 },
      '2026-03-26',
      ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
    ],
    [
      'a Thursday from 09:00 to 11:00 every 45 minutes: the last consultation must end by 11:00',
      { slotMinutes: 45, hours: { ...DEFAULT_SCHEDULE.hours, thursday: { open: true, from: '09:00', to: '11:00' } } },
      '2026-03-26',
      ['09:00', '09:45', '10:30'],
    ],
    [
      'a Saturday morning opened',
      { hours: { ...DEFAULT_SCHEDULE.hours, saturday: { open: true, from: '10:00', to: '12:00' } } },
      '2026-03-28',
      ['10:00', '10:30', '11:00', '11:30'],
    ],
    [
      'a Monday closed',
      { hours: { ...DEFAULT_SCHEDULE.hours, monday: { open: false, from: '10:00', to: '18:00' } } },
      '2026-03-30',
      [],
    ],
    ['a closed day', { closedDays: [{ date: '2026-03-26', label: 'Inventario' }] }, '2026-03-26', []],
  ];
  it.each(cases)('%s', (_name, change, day, expected) => {
    expect(slotsOfDay(day, edited(change))).toEqual(expected);
  });

  it('the times any open weekday offers, for a time field before its day is chosen', () => {
    const schedule = edited({
      hours: { ...DEFAULT_SCHEDULE.hours, saturday: { open: true, from: '09:00', to: '10:00' } },
    });
    expect(allSlotTimes(schedule).slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(allSlotTimes(schedule)).toHaveLength(18);
  });
});

describe('Closed days and closed weekdays', () => {
  const christmas = edited({ closedDays: [{ date: '2026-12-25', label: 'Navidad' }] });
  const noWednesdays = edited({
    hours: { ...DEFAULT_SCHEDULE.hours, wednesday: { open: false, from: '10:00', to: '18:00' } },
  });
  const cases: [string, Schedule, string, ReturnType<typeof dayClosure>][] = [
    ['a weekday is open', DEFAULT_SCHEDULE, '2026-12-24', null],
    ['a holiday the owner listed is closed', christmas, '2026-12-25', 'closed'],
    ['a Saturday not opened is a weekend', DEFAULT_SCHEDULE, '2026-12-26', 'weekend'],
    ['a Wednesday the studio closed is closed, not a weekend', noWednesdays, '2026-12-23', 'closed'],
    ['a day that does not exist is closed', DEFAULT_SCHEDULE, '2026-02-30', 'closed'],
  ];
  it.each(cases)('%s', (_name, schedule, day, expected) => {
    expect(dayClosure(day, schedule)).toBe(expected);
    expect(isOpenDay(day, schedule)).toBe(expected === null);
  });

  it('the calendar disables a closed day and says why; the day after stays open', () => {
    const now = new Date('2026-12-21T08:00:00Z');
    expect(dayUnavailability('2026-12-25', now, 60, undefined, christmas)).toBe('closed');
    expect(isBookableDay('2026-12-25', now, 60, christmas)).toBe(false);
    expect(freeSlots('2026-12-25', now, new Set(), 60, christmas)).toEqual([]);
    expect(dayUnavailability('2026-12-24', now, 60, undefined, christmas)).toBeNull();
  });
});

describe('The server re-check follows the schedule', () => {
  const schedule = edited({
    slotMinutes: 60,
    minNoticeMinutes: 24 * 60,
    horizonDays: 14,
    closedDays: [{ date: '2026-03-31', label: '' }],
    hours: {
      ...DEFAULT_SCHEDULE.hours,
      friday: { open: false, from: '10:00', to: '18:00' },
      saturday: { open: true, from: '10:00', to: '13:00' },
    },
  });
  const cases: [string, string, ReturnType<typeof checkBookingTime>][] = [
    ['an hourly slot two days ahead', '2026-03-30T08:00:00Z', null],
    ['a half hour is off the hourly grid', '2026-03-30T08:30:00Z', 'off-grid'],
    ['a Saturday now open, 10:00', '2026-03-28T09:00:00Z', null],
    ['a Saturday after its hours', '2026-03-28T12:00:00Z', 'off-grid'],
    ['a Friday closed', '2026-03-27T09:00:00Z', 'closed'],
    ['a closed day', '2026-03-31T08:00:00Z', 'closed'],
    ['a Sunday still closed', '2026-03-29T08:00:00Z', 'weekend'],
    ['tomorrow at 10:00 is within the day of notice', '2026-03-26T09:00:00Z', 'too-soon'],
    ['tomorrow at 11:00, just past a day of notice', '2026-03-26T10:00:00Z', null],
    ['a slot that has begun', '2026-03-25T09:00:00Z', 'past'],
    ["day 14 is the window's last", '2026-04-08T08:00:00Z', null],
    ['day 15 is beyond it', '2026-04-09T08:00:00Z', 'too-far'],
  ];
  it.each(cases)('%s', (_name, iso, expected) => {
    expect(checkBookingTime(new Date(iso), wednesday, schedule)).toBe(expected);
    expect(checkSlotAgainstSchedule(new Date(iso), wednesday, schedule)).toBe(expected);
  });
});

describe('Availability follows the schedule and bookings kept from an older grid', () => {
  it('a 45-minute grid hides the slots a booking at 10:30 (old grid) overlaps', () => {
    const schedule = edited({ slotMinutes: 45 });
    const taken = [new Date('2026-03-30T08:30:00Z')]; // Monday 30 March, 10:30 CEST
    const [monday] = availabilityInRange('2026-03-30', '2026-03-30', taken, wednesday, schedule);
    expect(monday?.slots.slice(0, 3)).toEqual(['10:00', '11:30', '12:15']);
  });

  it("the minimum notice hides today's next slots", () => {
    const schedule = edited({ minNoticeMinutes: 120 });
    expect(freeSlots('2026-03-25', wednesday, new Set(), 60, schedule)[0]).toBe('12:30');
    expect(freeSlots('2026-03-25', wednesday)[0]).toBe('10:30');
  });

  it('the horizon ends availability', () => {
    const days = availabilityInRange('2026-04-07', '2026-04-09', [], wednesday, edited({ horizonDays: 14 }));
    expect(days.map(({ slots }) => slots.length)).toEqual([16, 16, 0]);
  });
});

describe('What the back office may save: every field bounded', () => {
  const invalid: [string, unknown][] = [
    ['slots shorter than a consultation', { ...DEFAULT_SCHEDULE, slotMinutes: 15 }],
    ['slots off the 5-minute step', { ...DEFAULT_SCHEDULE, slotMinutes: 33 }],
    ['a window beyond a year', { ...DEFAULT_SCHEDULE, horizonDays: SCHEDULE_LIMITS.horizonDays.max + 1 }],
    ['a dialog window wider than the booking window', { ...DEFAULT_SCHEDULE, dialogHorizonDays: 61 }],
    ['negative notice', { ...DEFAULT_SCHEDULE, minNoticeMinutes: -1 }],
    [
      'an open day ending before it holds a consultation',
      { ...DEFAULT_SCHEDULE, hours: { ...DEFAULT_SCHEDULE.hours, monday: { open: true, from: '10:00', to: '10:20' } } },
    ],
    [
      'a time that is none',
      { ...DEFAULT_SCHEDULE, hours: { ...DEFAULT_SCHEDULE.hours, monday: { open: true, from: '25:00', to: '26:00' } } },
    ],
    ['a closed day that does not exist', { ...DEFAULT_SCHEDULE, closedDays: [{ date: '2026-02-30', label: '' }] }],
    ['a label too long', { ...DEFAULT_SCHEDULE, closedDays: [{ date: '2026-12-25', label: 'x'.repeat(81) }] }],
    [
      'too many closed days',
      { ...DEFAULT_SCHEDULE, closedDays: Array.from({ length: 401 }, () => ({ date: '2026-12-25', label: '' })) },
    ],
    ['a pause message too long', { ...DEFAULT_SCHEDULE, pauseMessage: { es: 'x'.repeat(501), en: '', it: '' } }],
    ['office hours the wrong way round', { ...DEFAULT_SCHEDULE, officeHours: { from: '18:00', to: '09:00' } }],
  ];
  it.each(invalid)('%s is refused', (_name, value) => {
    expect(scheduleSchema.safeParse(value).success).toBe(false);
  });

  it('a closed weekday keeps its hours, whatever they are, for when it opens again', () => {
    const value = {
      ...DEFAULT_SCHEDULE,
      hours: { ...DEFAULT_SCHEDULE.hours, sunday: { open: false, from: '10:00', to: '10:00' } },
    };
    expect(scheduleSchema.safeParse(value).success).toBe(true);
  });

  it('the pause message falls back to Spanish when a translation is empty', () => {
    const schedule = edited({ pauseMessage: { es: 'Cerrado por vacaciones', en: '', it: 'Chiuso per ferie' } });
    expect(pauseMessageIn(schedule, 'en')).toBe('Cerrado por vacaciones');
    expect(pauseMessageIn(schedule, 'it')).toBe('Chiuso per ferie');
  });
});
