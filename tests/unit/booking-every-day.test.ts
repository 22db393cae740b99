import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import seededSchedule from '@/cms/seed/schedule.json';
import { checkBookingTime } from '@/lib/domain/booking-rules';
import { DEFAULT_SCHEDULE, WEEKDAYS, type Schedule } from '@/lib/domain/booking-schedule';
import {
  availabilityInRange,
  dayUnavailability,
  firstOpenDay,
  freeSlots,
  isBookableDay,
} from '@/lib/domain/booking-slots';

/**
 * Every day of 2026 to 2028 against an oracle written another way: Madrid time from the EU's rule (summer time from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October), not from Intl.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const schedules: [string, Schedule][] = [
  ['the default schedule', DEFAULT_SCHEDULE],
  ['the seeded schedule (Valencia’s holidays)', { ...DEFAULT_SCHEDULE, ...seededSchedule } as Schedule],
  [
    'a schedule with Saturday mornings, a 45-minute grid and a day’s notice',
    {
      ...DEFAULT_SCHEDULE,
      hours: { ...DEFAULT_SCHEDULE.hours, saturday: { open: true, from: '09:00', to: '13:00' } },
      slotMinutes: 45,
      minNoticeMinutes: 24 * 60,
      closedDays: [
        { date: '2027-03-26', label: '' },
        { date: '2028-02-29', label: '' },
      ],
    },
  ],
];

function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

function madridOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const summerTo = Date.UTC(year, 9, lastSunday(year, 10), 1);
  return instant >= summerFrom && instant < summerTo ? 2 * HOUR : HOUR;
}

const oracleDay = (instant: number) => new Date(instant + madridOffset(instant)).toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The instant of a Madrid wall time: summer time when the summer offset lands inside summer, else winter time. */
function oracleInstant(day: string, time: string): number {
  const wall = Date.parse(`${day}T${time}:00Z`);
  return madridOffset(wall - 2 * HOUR) === 2 * HOUR ? wall - 2 * HOUR : wall - HOUR;
}

function weekdayHours(day: string, schedule: Schedule) {
  const weekday = WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];
  if (!weekday) throw new Error(day);
  return { weekday, hours: schedule.hours[weekday] };
}

function oracleGrid(day: string, schedule: Schedule): string[] {
  const { hours } = weekdayHours(day, schedule);
  if (!hours.open || schedule.closedDays.some((closed) => closed.date === day)) return [];
  const grid: string[] = [];
  for (let start = minutes(hours.from); start + 30 <= minutes(hours.to); start += schedule.slotMinutes)
    grid.push(clock(start));
  return grid;
}

/** A slot is free unless it is less than a consultation's length from a taken one (a booking kept from an old grid). */
function oracleFree(day: string, now: number, windowDays: number, schedule: Schedule, taken: readonly string[] = []) {
  const ahead = dayNumber(day) - dayNumber(oracleDay(now));
  if (ahead < 0 || ahead > windowDays) return [];
  const notice = schedule.minNoticeMinutes * 60_000;
  return oracleGrid(day, schedule).filter(
    (time) =>
      taken.every((other) => Math.abs(minutes(other) - minutes(time)) >= 30) && oracleInstant(day, time) > now + notice,
  );
}

function oracleReason(day: string, now: number, windowDays: number, schedule: Schedule) {
  const ahead = dayNumber(day) - dayNumber(oracleDay(now));
  const { weekday, hours } = weekdayHours(day, schedule);
  if (ahead < 0) return 'past';
  if (!hours.open && (weekday === 'saturday' || weekday === 'sunday')) return 'weekend';
  if (ahead > windowDays) return 'beyond-window';
  if (oracleGrid(day, schedule).length === 0) return 'closed';
  return oracleFree(day, now, windowDays, schedule).length === 0 ? 'full' : null;
}

function oracleViolation(day: string, time: string, now: number, schedule: Schedule) {
  const ahead = dayNumber(day) - dayNumber(oracleDay(now));
  const { weekday, hours } = weekdayHours(day, schedule);
  const instant = oracleInstant(day, time);
  if (ahead < 0) return 'past';
  if (!hours.open) return weekday === 'saturday' || weekday === 'sunday' ? 'weekend' : 'closed';
  if (schedule.closedDays.some((closed) => closed.date === day)) return 'closed';
  if (instant <= now) return 'past';
  if (instant <= now + schedule.minNoticeMinutes * 60_000) return 'too-soon';
  return ahead > schedule.horizonDays ? 'too-far' : null;
}

const everyDay: string[] = [];
for (let day = Date.UTC(2026, 0, 1); day <= Date.UTC(2028, 11, 31); day += DAY)
  everyDay.push(new Date(day).toISOString().slice(0, 10));

/** "Now" as seen from a day: through that day, the evening before, and at each edge of both windows. */
function nowsFor(day: string): number[] {
  const at = (offset: number, time: string) =>
    oracleInstant(new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10), time);
  return [
    at(0, '00:00'),
    at(0, '09:59'),
    at(0, '10:00'),
    at(0, '13:17'),
    at(0, '17:29'),
    at(0, '17:30'),
    at(0, '23:59'),
    at(-1, '17:45'),
    at(-30, '10:00'),
    at(-31, '10:00'),
    at(-60, '23:59'),
    at(-61, '00:00'),
  ];
}

describe.each(schedules)('every day of 2026 to 2028 under %s', (_name, schedule) => {
  it('is bookable, with which slots, and why not, as the rules say', () => {
    for (const day of everyDay) {
      for (const now of nowsFor(day)) {
        for (const windowDays of [schedule.dialogHorizonDays, schedule.horizonDays]) {
          const expected = oracleFree(day, now, windowDays, schedule);
          const at = new Date(now);
          expect(freeSlots(day, at, new Set(), windowDays, schedule), `${day} at ${at.toISOString()}`).toEqual(
            expected,
          );
          const reason = oracleReason(day, now, windowDays, schedule);
          expect(
            dayUnavailability(day, at, windowDays, expected.length, schedule),
            `${day} at ${at.toISOString()}`,
          ).toBe(reason);
          expect(isBookableDay(day, at, windowDays, schedule)).toBe(reason === null || reason === 'full');
        }
      }
    }
  });

  it('the server accepts exactly the slots the calendar offers, on every day', () => {
    for (const day of everyDay) {
      const grid = oracleGrid(day, schedule).length > 0 ? oracleGrid(day, schedule) : ['10:00', '12:30'];
      for (const now of [nowsFor(day)[3] ?? 0, nowsFor(day)[7] ?? 0, nowsFor(day)[11] ?? 0]) {
        for (const time of grid) {
          const violation = checkBookingTime(new Date(oracleInstant(day, time)), new Date(now), schedule);
          expect(violation, `${day} ${time} at ${new Date(now).toISOString()}`).toBe(
            oracleViolation(day, time, now, schedule),
          );
        }
      }
    }
  });

  it('the calendar opens on the first day with a slot not begun, whatever the hour', () => {
    for (const day of everyDay) {
      for (const now of [oracleInstant(day, '09:00'), oracleInstant(day, '17:45')]) {
        const inWindow = Array.from({ length: schedule.dialogHorizonDays + 1 }, (_, ahead) =>
          new Date(Date.parse(`${day}T00:00:00Z`) + ahead * DAY).toISOString().slice(0, 10),
        );
        const expected = inWindow.find(
          (candidate) => oracleFree(candidate, now, schedule.dialogHorizonDays, schedule).length > 0,
        );
        expect(firstOpenDay(new Date(now), schedule.dialogHorizonDays, schedule), day).toBe(expected ?? null);
      }
    }
  });

  it('availability over any window of the three years is each day’s free slots without the taken ones', () => {
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31, 23, 59) });
    const takenTimes = fc.uniqueArray(fc.constantFrom(...oracleGrid('2026-01-05', DEFAULT_SCHEDULE)), { maxLength: 8 });
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 20 }), takenTimes, (now, offset, times) => {
        const from = oracleDay(now);
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + schedule.horizonDays * DAY).toISOString().slice(0, 10);
        const takenDay = new Date(Date.parse(`${from}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
        const taken = times.map((time) => new Date(oracleInstant(takenDay, time)));
        for (const { date, slots } of availabilityInRange(from, to, taken, new Date(now), schedule)) {
          const takenHere = date === takenDay ? times : [];
          expect(slots, date).toEqual(oracleFree(date, now, schedule.horizonDays, schedule, takenHere));
        }
      }),
      { numRuns: 150 },
    );
  });
});
