import { describe, expect, it } from 'vitest';
import { madridTime } from '@/lib/domain/booking-calendar';
import {
  DEFAULT_REMINDERS,
  agendaDay,
  dueReminder,
  reminderHorizonMinutes,
  reminderPlan,
} from '@/lib/domain/booking-reminders';

const minutes = (n: number) => n * 60_000;
const before = (start: Date, m: number) => new Date(start.getTime() - minutes(m));

/** Walks a fake clock minute by minute from `from` to the start, sending what is due: what went out, and when. */
function run(start: Date, from: Date, plan = DEFAULT_REMINDERS, startSent: number[] = []) {
  const sent = [...startSent];
  const out: { minutes: number; at: Date }[] = [];
  for (let t = from.getTime(); t <= start.getTime() + minutes(5); t += minutes(1)) {
    const due = dueReminder(start, plan, sent, new Date(t));
    if (!due) continue;
    out.push({ minutes: due.minutes, at: new Date(t) });
    sent.push(...due.covers);
  }
  return out;
}

describe('booking reminders', () => {
  it('sends 24 hours and 1 hour before, each once, and nothing once the consultation began', () => {
    const start = new Date('2027-02-10T09:00:00Z');
    const out = run(start, before(start, 3 * 24 * 60));
    expect(out.map((item) => item.minutes)).toEqual([1440, 60]);
    expect(out[0]?.at).toEqual(before(start, 1440));
    expect(out[1]?.at).toEqual(before(start, 60));
  });

  it('keeps whole hours across the change to summer and to winter time', () => {
    // Sunday 28 March 2027, 10:00 in Madrid (CEST): 24 hours earlier is 09:00 on Saturday, still CET.
    const spring = new Date('2027-03-28T08:00:00Z');
    const [day, hour] = run(spring, before(spring, 2 * 24 * 60));
    expect(spring.getTime() - (day?.at.getTime() ?? 0)).toBe(minutes(1440));
    expect(madridTime(day?.at ?? spring)).toBe('09:00');
    expect(spring.getTime() - (hour?.at.getTime() ?? 0)).toBe(minutes(60));
    const autumn = new Date('2027-11-01T09:00:00Z');
    const [autumnDay] = run(autumn, before(autumn, 2 * 24 * 60));
    expect(autumn.getTime() - (autumnDay?.at.getTime() ?? 0)).toBe(minutes(1440));
  });

  it('gives a booking made inside a window its reminder at once, and only the nearer when both are due', () => {
    const start = new Date('2027-05-05T10:00:00Z');
    const three = run(start, before(start, 180));
    expect(three.map((item) => item.minutes)).toEqual([1440, 60]);
    expect(three[0]?.at).toEqual(before(start, 180));
    const half = run(start, before(start, 30));
    expect(half).toEqual([{ minutes: 60, at: before(start, 30) }]);
  });

  it('plans a moved booking afresh: what was sent for the old start does not count for the new one', () => {
    const moved = new Date('2027-06-02T10:00:00Z');
    // Sent for the old start: the records are per start, so the new start has none.
    expect(run(moved, before(moved, 2 * 24 * 60), DEFAULT_REMINDERS, []).map((item) => item.minutes)).toEqual([
      1440, 60,
    ]);
    expect(run(moved, before(moved, 2 * 24 * 60), DEFAULT_REMINDERS, [1440]).map((item) => item.minutes)).toEqual([60]);
  });

  it('reads the schedule’s choice: known lead times, at most two, the earliest first; none sends nothing', () => {
    expect(reminderPlan([60, 1440])).toEqual([1440, 60]);
    expect(reminderPlan([60, 60, 7, 'x', 4320, 15])).toEqual([4320, 60]);
    expect(reminderPlan([])).toEqual([]);
    const start = new Date('2027-02-10T09:00:00Z');
    expect(run(start, before(start, 100), [])).toEqual([]);
    expect(reminderHorizonMinutes([4320, 60])).toBe(4320);
  });
});

describe('the studio’s morning agenda', () => {
  it('is due from 07:00 to noon Madrid, for that Madrid day only', () => {
    expect(agendaDay('2027-02-10', '06:59')).toBeNull();
    expect(agendaDay('2027-02-10', '07:00')).toBe('2027-02-10');
    expect(agendaDay('2027-02-10', '11:59')).toBe('2027-02-10');
    expect(agendaDay('2027-02-10', '12:00')).toBeNull();
  });
});
