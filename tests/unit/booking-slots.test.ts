import { describe, expect, it } from 'vitest';
import { BOOKING_SLOTS, freeSlots, isBookableDay, isFullDay, lastBookableDay } from '@/lib/domain/booking-slots';

describe('booking slots: every 30 min, 10:00 to 17:30 Madrid time (16 slots)', () => {
  it('has 16 slots from 10:00 to 17:30', () => {
    expect(BOOKING_SLOTS).toHaveLength(16);
    expect(BOOKING_SLOTS[0]).toBe('10:00');
    expect(BOOKING_SLOTS.at(-1)).toBe('17:30');
    expect(BOOKING_SLOTS).toContain('12:30');
  });
});

describe('Bookable dates: no past days or weekends; 60 days ahead (form) or 30 (home dialog)', () => {
  const friday = new Date('2026-03-27T07:00:00Z'); // 08:00 in Madrid

  it('disables past days and weekends', () => {
    expect(isBookableDay('2026-03-26', friday)).toBe(false);
    expect(isBookableDay('2026-03-28', friday)).toBe(false);
    expect(isBookableDay('2026-03-29', friday)).toBe(false);
    expect(isBookableDay('2026-03-27', friday)).toBe(true);
    expect(isBookableDay('2026-03-30', friday)).toBe(true);
  });

  it('allows 60 days ahead for the booking form and 30 for the home dialog', () => {
    expect(lastBookableDay(friday)).toBe('2026-05-26');
    expect(isBookableDay('2026-05-26', friday)).toBe(true);
    expect(isBookableDay('2026-05-27', friday)).toBe(false);
    expect(isBookableDay('2026-04-24', friday, 30)).toBe(true);
    expect(isBookableDay('2026-04-27', friday, 30)).toBe(false);
  });

  it('counts the window from the Madrid day, even when UTC is still on the day before', () => {
    const mondayInMadrid = new Date('2026-03-29T22:30:00Z');
    expect(isBookableDay('2026-03-30', mondayInMadrid)).toBe(true);
    expect(isBookableDay('2026-05-29', mondayInMadrid)).toBe(true);
  });
});

describe('Free slots of a day: taken times are hidden; a full day is disabled', () => {
  it('offers every slot of a future working day', () => {
    expect(freeSlots('2026-03-30', new Date('2026-03-27T07:00:00Z'))).toEqual([...BOOKING_SLOTS]);
  });

  it('hides the times taken by pending or confirmed appointments', () => {
    const slots = freeSlots('2026-03-30', new Date('2026-03-27T07:00:00Z'), new Set(['10:00', '12:30']));
    expect(slots).toHaveLength(14);
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('12:30');
  });

  it('hides the times of today that have already begun, on Madrid time across the March change', () => {
    // 12:10 in Madrid on Monday 30 March 2026 (CEST): 10:00 to 12:00 are gone, 12:30 is next.
    const slots = freeSlots('2026-03-30', new Date('2026-03-30T10:10:00Z'));
    expect(slots[0]).toBe('12:30');
    expect(slots).toHaveLength(11);
  });

  it('hides the times of today that have already begun, on Madrid time across the October change', () => {
    // 12:10 in Madrid on Monday 26 October 2026 is 11:10 UTC (CET).
    const slots = freeSlots('2026-10-26', new Date('2026-10-26T11:10:00Z'));
    expect(slots[0]).toBe('12:30');
    expect(freeSlots('2026-10-26', new Date('2026-10-26T16:31:00Z'))).toEqual([]);
  });

  it('offers nothing on a weekend, a past day or beyond the window', () => {
    const now = new Date('2026-03-27T07:00:00Z');
    expect(freeSlots('2026-03-28', now)).toEqual([]);
    expect(freeSlots('2026-03-26', now)).toEqual([]);
    expect(freeSlots('2026-06-01', now)).toEqual([]);
  });

  it('calls a day full when its taken slots reach the number of slots', () => {
    expect(isFullDay(15)).toBe(false);
    expect(isFullDay(16)).toBe(true);
  });
});
