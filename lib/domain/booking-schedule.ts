import type { Locale } from '@/lib/i18n/locales';
import { isCalendarDay } from './booking-calendar';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from './booking-reminders';
import { DEFAULT_MEETING, type MeetingPlace } from './meeting';

/**
 * Pure, without Payload, Next or zod, so the browser's calendar runs the server's rules without loading a validator.
 * Times and days are Madrid wall-clock ('HH:MM', 'YYYY-MM-DD').
 */

/** ISO weekdays, Monday first, by the names the back office shows. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The spec's call length; slots never come closer than that, so two never overlap. */
export const CONSULTATION_MINUTES = 30;

/** One weekday's consultation hours: the first consultation starts at `from`, the last one ends by `to`. */
export interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

/** Overrides its weekday's hours. */
export interface ClosedDay {
  date: string;
  /** What the owner called it ('Navidad'); may be empty. */
  label: string;
}

export interface Schedule {
  hours: Record<Weekday, DayHours>;
  /** Minutes from one consultation start to the next (the grid), at least CONSULTATION_MINUTES. */
  slotMinutes: number;
  /** How long before a slot it can still be booked; 0 takes any slot that has not begun. */
  minNoticeMinutes: number;
  /** The booking window of the booking page and of the server's re-check: today to this many days ahead. */
  horizonDays: number;
  /** The spec gives the home dialog a narrower window; never wider than horizonDays. */
  dialogHorizonDays: number;
  closedDays: readonly ClosedDay[];
  /** While paused, no booking is taken: the forms show `pauseMessage` in the visitor's language instead. */
  paused: boolean;
  pauseMessage: Record<Locale, string>;
  /** Shown to visitors only; not a booking rule. */
  officeHours: { from: string; to: string };
  meeting: MeetingPlace;
  /** A new booking is confirmed at once instead of waiting for the studio. */
  autoConfirm: boolean;
  reminders: ReminderSettings;
}

/** Shared by the zod schema and the back office's inputs, so both bound each field alike. */
export const SCHEDULE_LIMITS = {
  slotMinutes: { min: CONSULTATION_MINUTES, max: 240, step: 5 },
  minNoticeMinutes: { min: 0, max: 7 * 24 * 60 },
  horizonDays: { min: 1, max: 365 },
  closedDays: { max: 400 },
  closedDayLabel: { max: 80 },
  pauseMessage: { max: 500 },
  /** Hours are written to the minute, on a 5-minute step. */
  timeStep: 5,
} as const;

const weekdayHours = (open: boolean): DayHours => ({ open, from: '10:00', to: '18:00' });

/** The spec's rules, used until the owner saves a schedule. */
export const DEFAULT_SCHEDULE: Schedule = {
  hours: {
    monday: weekdayHours(true),
    tuesday: weekdayHours(true),
    wednesday: weekdayHours(true),
    thursday: weekdayHours(true),
    friday: weekdayHours(true),
    saturday: weekdayHours(false),
    sunday: weekdayHours(false),
  },
  slotMinutes: 30,
  minNoticeMinutes: 0,
  horizonDays: 60,
  dialogHorizonDays: 30,
  closedDays: [],
  paused: false,
  pauseMessage: {
    es: 'Ahora mismo no aceptamos reservas. Escríbenos y te responderemos lo antes posible.',
    en: 'We are not taking bookings right now. Write to us and we will reply as soon as possible.',
    it: 'Al momento non accettiamo prenotazioni. Scrivici e ti risponderemo il prima possibile.',
  },
  officeHours: { from: '09:00', to: '18:00' },
  meeting: DEFAULT_MEETING,
  autoConfirm: false,
  reminders: DEFAULT_REMINDER_SETTINGS,
};

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Read at UTC noon, so no time zone moves the day. */
export function weekdayOf(day: string): Weekday | undefined {
  if (!isCalendarDay(day)) return undefined;
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7];
}

export function closedDayOf(day: string, schedule: Schedule = DEFAULT_SCHEDULE): ClosedDay | undefined {
  return schedule.closedDays.find((closed) => closed.date === day);
}

/** Why a day holds no consultation whatever the clock says: its weekday is closed, or the owner closed that day. */
export type ClosedReason = 'weekend' | 'closed';

export function dayClosure(day: string, schedule: Schedule = DEFAULT_SCHEDULE): ClosedReason | null {
  const weekday = weekdayOf(day);
  if (weekday === undefined) return 'closed';
  if (!schedule.hours[weekday].open) return weekday === 'saturday' || weekday === 'sunday' ? 'weekend' : 'closed';
  return closedDayOf(day, schedule) ? 'closed' : null;
}

export function isOpenDay(day: string, schedule: Schedule = DEFAULT_SCHEDULE): boolean {
  return dayClosure(day, schedule) === null;
}

/** The grid of a weekday's hours: starts every slotMinutes from `from`, the last consultation ending by `to`. */
export function gridOf(hours: DayHours, slotMinutes: number): string[] {
  if (!hours.open) return [];
  const first = minutesOf(hours.from);
  const end = minutesOf(hours.to);
  const step = Math.max(slotMinutes, CONSULTATION_MINUTES);
  const slots: string[] = [];
  for (let start = first; start + CONSULTATION_MINUTES <= end && start < 24 * 60; start += step)
    slots.push(clockOf(start));
  return slots;
}

/** The consultation starts of a day ('HH:MM', Madrid): none on a closed day. */
export function slotsOfDay(day: string, schedule: Schedule = DEFAULT_SCHEDULE): string[] {
  if (!isOpenDay(day, schedule)) return [];
  const weekday = weekdayOf(day);
  return weekday ? gridOf(schedule.hours[weekday], schedule.slotMinutes) : [];
}

/** What a time field may hold before its day is known. */
export function allSlotTimes(schedule: Schedule = DEFAULT_SCHEDULE): string[] {
  const times = new Set(WEEKDAYS.flatMap((weekday) => gridOf(schedule.hours[weekday], schedule.slotMinutes)));
  return [...times].sort();
}

/** Falls back to Spanish, so a paused form never shows an empty message. */
export function pauseMessageIn(schedule: Schedule, lang: Locale): string {
  return schedule.pauseMessage[lang] || schedule.pauseMessage.es || DEFAULT_SCHEDULE.pauseMessage[lang];
}
