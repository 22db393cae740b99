import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  isCalendarDay,
  isWorkingDay,
  madridDay,
  madridInstant,
  madridTime,
} from '@/lib/domain/booking-calendar';

describe('calendar days in the studio’s time zone, Madrid (CET/CEST)', () => {
  it('reads the day in Madrid, not in UTC, just after midnight', () => {
    // 22:30 UTC on Sunday 29 March 2026 is already 00:30 on Monday 30 March in Madrid (CEST, UTC+2).
    expect(madridDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    // 23:30 UTC on 25 October is 00:30 on the 26th (CET, UTC+1, after the clocks went back).
    expect(madridDay(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-26');
  });

  it('places 10:00 Madrid time at 09:00 UTC in winter and 08:00 UTC in summer', () => {
    expect(madridInstant('2026-03-27', '10:00').toISOString()).toBe('2026-03-27T09:00:00.000Z');
    expect(madridInstant('2026-03-30', '10:00').toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(madridInstant('2026-10-23', '10:00').toISOString()).toBe('2026-10-23T08:00:00.000Z');
    expect(madridInstant('2026-10-26', '10:00').toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('reads the clock through the hour that is skipped in March and the hour that repeats in October', () => {
    // 29 March 2026: at 01:00 UTC the clock jumps from 02:00 CET to 03:00 CEST.
    expect(madridTime(new Date('2026-03-29T00:59:00Z'))).toBe('01:59');
    expect(madridTime(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
    // 25 October 2026: 02:30 happens twice, at 00:30 UTC (CEST) and at 01:30 UTC (CET).
    expect(madridTime(new Date('2026-10-25T00:30:00Z'))).toBe('02:30');
    expect(madridTime(new Date('2026-10-25T01:30:00Z'))).toBe('02:30');
    expect(madridTime(new Date('2026-10-25T02:00:00Z'))).toBe('03:00');
    // The same on the 2027 clock-change days (28 March and 31 October).
    expect(madridTime(new Date('2027-03-28T01:00:00Z'))).toBe('03:00');
    expect(madridTime(new Date('2027-10-31T01:30:00Z'))).toBe('02:30');
  });

  it('places the working hours of the clock-change weeks of 2026 and 2027 on the right instant', () => {
    expect(madridInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(madridInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(madridInstant('2027-03-26', '17:30').toISOString()).toBe('2027-03-26T16:30:00.000Z');
    expect(madridInstant('2027-03-29', '17:30').toISOString()).toBe('2027-03-29T15:30:00.000Z');
    expect(madridInstant('2027-10-29', '10:00').toISOString()).toBe('2027-10-29T08:00:00.000Z');
    expect(madridInstant('2027-11-01', '10:00').toISOString()).toBe('2027-11-01T09:00:00.000Z');
    expect(madridInstant('2026-12-31', '17:30').toISOString()).toBe('2026-12-31T16:30:00.000Z');
  });

  it('gives back the same wall-clock time on both sides of each clock change', () => {
    for (const day of ['2026-03-27', '2026-03-30', '2026-10-23', '2026-10-26']) {
      expect(madridTime(madridInstant(day, '17:30'))).toBe('17:30');
    }
  });

  it('steps over month ends and the clock changes one calendar day at a time', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(daysInRange('2026-10-24', '2026-10-27')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
  });

  it('knows working days and real dates', () => {
    expect(isWorkingDay('2026-03-27')).toBe(true);
    expect(isWorkingDay('2026-03-28')).toBe(false);
    expect(isWorkingDay('2026-03-29')).toBe(false);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });
});
