import { describe, expect, it } from 'vitest';
import { bookingTimestamp, checkBookingTime, parseBookingDate } from '@/lib/domain/booking-rules';

const now = new Date('2026-03-25T09:00:00Z'); // Wednesday 25 March 2026, 10:00 in Madrid (CET)

describe('Server re-check of a booking', () => {
  const cases: [string, string, ReturnType<typeof checkBookingTime>][] = [
    ['a weekday slot on the grid', '2026-03-26T09:00:00.000Z', null],
    ['the last slot, 17:30 Madrid', '2026-03-26T16:30:00.000Z', null],
    ['the first slot after the March change (10:00 CEST = 08:00 UTC)', '2026-03-30T08:00:00.000Z', null],
    ['09:00 UTC after the March change, which is 11:00 Madrid', '2026-03-30T09:00:00.000Z', null],
    ['09:30 Madrid, before opening', '2026-03-26T08:30:00.000Z', 'off-grid'],
    ['18:00 Madrid, after the last slot', '2026-03-26T17:00:00.000Z', 'off-grid'],
    ['a time between slots', '2026-03-26T09:15:00.000Z', 'off-grid'],
    ['seconds not zero', '2026-03-26T09:00:30.000Z', 'off-grid'],
    ['a Saturday', '2026-03-28T09:00:00.000Z', 'weekend'],
    ['a Sunday', '2026-03-29T08:00:00.000Z', 'weekend'],
    ['a slot that has begun', '2026-03-25T09:00:00.000Z', 'past'],
    ['yesterday', '2026-03-24T09:00:00.000Z', 'past'],
    ['last Saturday: past before weekend', '2026-03-21T09:00:00.000Z', 'past'],
    ['a day centuries ago, off the grid: past', '0001-01-07T03:00:00.000Z', 'past'],
    ['58 days ahead, the last working day in the window', '2026-05-22T08:00:00.000Z', null],
    ['61 days ahead', '2026-05-25T08:00:00.000Z', 'too-far'],
  ];

  it.each(cases)('%s', (_name, iso, expected) => {
    expect(checkBookingTime(new Date(iso), now)).toBe(expected);
  });

  it('accepts the first slot after the October change only at its CET instant', () => {
    const october = new Date('2026-10-23T08:00:00Z');
    expect(checkBookingTime(new Date('2026-10-26T09:00:00Z'), october)).toBeNull();
    expect(checkBookingTime(new Date('2026-10-26T08:00:00Z'), october)).toBe('off-grid');
  });

  it('rejects a date that is not a date', () => {
    expect(checkBookingTime(new Date('nope'), now)).toBe('invalid-date');
  });
});

describe('The booking payload date: day and HH:MM slot, seconds 0', () => {
  it('reads timestamps with an offset as instants', () => {
    expect(parseBookingDate('2026-03-30T10:00:00+02:00')?.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(parseBookingDate('2026-03-30T08:00:00.000Z')?.toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('reads timestamps without an offset as Madrid wall-clock time', () => {
    expect(parseBookingDate('2026-03-27T10:00:00')?.toISOString()).toBe('2026-03-27T09:00:00.000Z');
    expect(parseBookingDate('2026-03-30T10:00')?.toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('refuses anything else', () => {
    for (const value of ['', 'tomorrow', '2026-03-30', '2026-02-30T10:00:00', "2026-03-30T10:00:00'; DROP TABLE x"]) {
      expect(parseBookingDate(value)).toBeNull();
    }
  });

  it('builds the timestamp the form sends from a Madrid day and slot', () => {
    expect(bookingTimestamp('2026-10-26', '10:00')).toBe('2026-10-26T09:00:00.000Z');
    expect(bookingTimestamp('2026-10-23', '10:00')).toBe('2026-10-23T08:00:00.000Z');
  });
});
