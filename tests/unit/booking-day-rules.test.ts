import { describe, expect, it } from 'vitest';
import { parseBookingDate } from '@/lib/domain/booking-rules';
import { DEFAULT_SCHEDULE } from '@/lib/domain/booking-schedule';
import {
  BOOKING_SLOTS,
  DIALOG_WINDOW_DAYS,
  BOOKING_WINDOW_DAYS,
  dayUnavailability,
  freeSlots,
  nearestFreeSlots,
  upcomingAppointments,
} from '@/lib/domain/booking-slots';

describe('Why a calendar day is disabled: past, weekend, beyond the window or full', () => {
  const friday = new Date('2026-03-27T07:00:00Z'); // Friday 27 March 2026, 08:00 in Madrid
  const cases: [string, string, number, number | undefined, ReturnType<typeof dayUnavailability>][] = [
    ['yesterday is past', '2026-03-26', BOOKING_WINDOW_DAYS, undefined, 'past'],
    ['today is open', '2026-03-27', BOOKING_WINDOW_DAYS, undefined, null],
    ['Saturday is a weekend', '2026-03-28', BOOKING_WINDOW_DAYS, undefined, 'weekend'],
    ['Sunday is a weekend', '2026-03-29', BOOKING_WINDOW_DAYS, undefined, 'weekend'],
    ['Monday is open', '2026-03-30', BOOKING_WINDOW_DAYS, 16, null],
    ['a day with no free slot is full', '2026-03-30', BOOKING_WINDOW_DAYS, 0, 'full'],
    ['day 30 is inside the dialog window', '2026-04-24', DIALOG_WINDOW_DAYS, undefined, null],
    ['day 31 is beyond the dialog window', '2026-04-27', DIALOG_WINDOW_DAYS, undefined, 'beyond-window'],
    ['day 60 is inside the page window', '2026-05-26', BOOKING_WINDOW_DAYS, undefined, null],
    ['day 61 is beyond the page window', '2026-05-27', BOOKING_WINDOW_DAYS, undefined, 'beyond-window'],
  ];
  it.each(cases)('%s', (_name, day, window, free, expected) => {
    expect(dayUnavailability(day, friday, window, free)).toBe(expected);
  });

  it('today is full before the bookings are known once its last slot has begun, or is within the notice', () => {
    const evening = new Date('2026-03-27T16:31:00Z'); // 17:31 in Madrid, after the 17:30 slot began
    expect(dayUnavailability('2026-03-27', evening, BOOKING_WINDOW_DAYS)).toBe('full');
    expect(dayUnavailability('2026-03-30', evening, BOOKING_WINDOW_DAYS)).toBeNull();
    const lastSlotStill = new Date('2026-03-27T16:29:00Z');
    expect(dayUnavailability('2026-03-27', lastSlotStill, BOOKING_WINDOW_DAYS)).toBeNull();
    const dayOfNotice = { ...DEFAULT_SCHEDULE, minNoticeMinutes: 24 * 60 };
    expect(dayUnavailability('2026-03-27', friday, BOOKING_WINDOW_DAYS, undefined, dayOfNotice)).toBe('full');
    expect(dayUnavailability('2026-03-30', friday, BOOKING_WINDOW_DAYS, undefined, dayOfNotice)).toBeNull();
  });
});

describe('Clock-change days with a frozen clock: Madrid time, CET/CEST', () => {
  // The changes fall on Sundays, so the first working day after each is the Monday: its slots keep Madrid wall-clock
  // times.
  const changes: [string, string, string, string][] = [
    ['March 2026', '2026-03-29T00:30:00Z', '2026-03-30', '2026-03-30T08:00:00.000Z'],
    ['October 2026', '2026-10-25T00:30:00Z', '2026-10-26', '2026-10-26T09:00:00.000Z'],
    ['March 2027', '2027-03-28T00:30:00Z', '2027-03-29', '2027-03-29T08:00:00.000Z'],
    ['October 2027', '2027-10-31T00:30:00Z', '2027-11-01', '2027-11-01T09:00:00.000Z'],
  ];
  it.each(changes)(
    '%s: the change day itself is a disabled weekend and the Monday after has all 16 slots from 10:00 Madrid',
    (_name, frozen, monday, firstSlotUtc) => {
      const now = new Date(frozen);
      const changeDay = frozen.slice(0, 10);
      expect(dayUnavailability(changeDay, now, BOOKING_WINDOW_DAYS)).toBe('weekend');
      expect(freeSlots(changeDay, now)).toEqual([]);
      expect(freeSlots(monday, now)).toEqual([...BOOKING_SLOTS]);
      expect(parseBookingDate(`${monday}T10:00`)?.toISOString()).toBe(firstSlotUtc);
    },
  );
});

describe('Nearest free slots when the chosen one was just taken (409: offer the nearest free times)', () => {
  const availability = [
    { date: '2026-03-30', slots: ['10:00', '11:30', '16:00'] },
    { date: '2026-03-31', slots: ['10:30'] },
  ];
  it('offers the closest times first, earlier first on a tie', () => {
    expect(nearestFreeSlots({ date: '2026-03-30', time: '11:00' }, availability)).toEqual([
      { date: '2026-03-30', time: '11:30' },
      { date: '2026-03-30', time: '10:00' },
      { date: '2026-03-30', time: '16:00' },
    ]);
  });
  it('never offers the taken slot itself and looks into the next days', () => {
    const offer = nearestFreeSlots(
      { date: '2026-03-30', time: '16:00' },
      [...availability, { date: '2026-03-30', slots: ['16:00'] }],
      4,
    );
    expect(offer).not.toContainEqual({ date: '2026-03-30', time: '16:00' });
    expect(offer).toContainEqual({ date: '2026-03-31', time: '10:30' });
  });
  it('offers nothing when nothing is free', () => {
    expect(nearestFreeSlots({ date: '2026-03-30', time: '10:00' }, [])).toEqual([]);
  });
});

describe('A booking date that does not exist is refused', () => {
  it.each(['2026-02-30T10:00:00+01:00', '2026-02-30T09:00:00Z', '2026-04-31T10:00:00.000Z', '2026-03-30T24:00:00Z'])(
    '%s is refused, not rolled over',
    (value) => {
      expect(parseBookingDate(value)).toBeNull();
    },
  );
  it('a real zoned timestamp is still read', () => {
    expect(parseBookingDate('2026-03-02T10:00:00+01:00')?.toISOString()).toBe('2026-03-02T09:00:00.000Z');
  });
});

describe('Upcoming appointments of the home booking section: up to 5, pending or confirmed, by date', () => {
  const now = new Date('2026-03-27T07:00:00Z');
  const at = (day: number, status: string) => ({
    date: `2026-04-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    status,
  });
  it('keeps pending and confirmed ones to come, sorted by date, at most 5', () => {
    const list = [
      at(9, 'confirmed'),
      at(2, 'pending'),
      at(3, 'cancelled'),
      at(1, 'confirmed'),
      at(6, 'pending'),
      at(7, 'pending'),
      at(8, 'confirmed'),
      { date: '2026-03-20T08:00:00.000Z', status: 'confirmed' },
    ];
    expect(upcomingAppointments(list, now).map(({ date }) => date.slice(8, 10))).toEqual([
      '01',
      '02',
      '06',
      '07',
      '08',
    ]);
  });
  it('an empty list (the anonymous 401) gives nothing', () => {
    expect(upcomingAppointments([], now)).toEqual([]);
  });
});
