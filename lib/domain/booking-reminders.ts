/**
 * When a booking's reminders are due. Pure: the caller passes the clock and what was sent per slot start, so a moved
 * booking is planned afresh.
 */

/** The lead times an owner can choose, in minutes. */
export const REMINDER_CHOICES_MINUTES = [15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320] as const;
export type ReminderMinutes = (typeof REMINDER_CHOICES_MINUTES)[number];

/** None, one or two reminders. */
export const MAX_REMINDERS = 2;
export const DEFAULT_REMINDERS: readonly ReminderMinutes[] = [1440, 60];

export function isReminderMinutes(value: unknown): value is ReminderMinutes {
  return REMINDER_CHOICES_MINUTES.includes(value as ReminderMinutes);
}

/** The schedule's choice as a plan: known lead times only, at most two, each once, the earliest first. */
export function reminderPlan(minutes: readonly unknown[]): ReminderMinutes[] {
  const known = [...new Set(minutes.filter(isReminderMinutes))];
  return known.sort((a, b) => b - a).slice(0, MAX_REMINDERS);
}

export interface ReminderDue {
  /** The reminder to send now: the one nearest the start among those due. */
  minutes: ReminderMinutes;
  /** Recorded as sent together, so no earlier lead time follows the nearer one. */
  covers: ReminderMinutes[];
}

/**
 * The reminder to send now, or null. A booking made inside a window gets its reminder at once; when two are due
 * together only the nearer goes, so the visitor never gets two mails at once.
 */
export function dueReminder(
  start: Date,
  plan: readonly ReminderMinutes[],
  sent: readonly number[],
  now: Date,
): ReminderDue | null {
  if (now.getTime() >= start.getTime()) return null;
  const due = plan.filter((minutes) => !sent.includes(minutes) && now.getTime() >= start.getTime() - minutes * 60_000);
  if (due.length === 0) return null;
  const nearest = Math.min(...due) as ReminderMinutes;
  return { minutes: nearest, covers: [...due].sort((a, b) => b - a) };
}

/** How far ahead a job has to look for bookings with a reminder due: the plan's longest lead time. */
export function reminderHorizonMinutes(plan: readonly ReminderMinutes[]): number {
  return plan.length ? Math.max(...plan) : 0;
}

/** The schedule's reminder settings: the lead times (none, one or two) and the studio's morning agenda. */
export interface ReminderSettings {
  leadMinutes: ReminderMinutes[];
  morningAgenda: boolean;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { leadMinutes: [...DEFAULT_REMINDERS], morningAgenda: true };

/** Madrid time; an agenda no job sent by noon is skipped rather than sent late. */
export const AGENDA_WINDOW = { from: '07:00', until: '12:00' } as const;

/** Takes Madrid's wall clock ('HH:MM') and date from the caller, so it stays pure. */
export function agendaDay(madridDate: string, madridClock: string): string | null {
  return madridClock >= AGENDA_WINDOW.from && madridClock < AGENDA_WINDOW.until ? madridDate : null;
}
