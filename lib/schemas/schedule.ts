import { z } from 'zod';
import { DEFAULT_REMINDER_SETTINGS, MAX_REMINDERS, isReminderMinutes } from '@/lib/domain/booking-reminders';
import { isCalendarDay, isClockTime } from '@/lib/domain/booking-calendar';
import {
  CONSULTATION_MINUTES,
  SCHEDULE_LIMITS,
  WEEKDAYS,
  minutesOf,
  type Weekday,
} from '@/lib/domain/booking-schedule';
import { DEFAULT_MEETING, isMeetingHost, meetingUrlProblem, MEETING_LIMITS, MEETING_MODES } from '@/lib/domain/meeting';
import { locales, type Locale } from '@/lib/i18n/locales';

/*
 * The schema of the studio's schedule (lib/domain/booking-schedule.ts), apart from the rules themselves: the
 * booking page's calendar imports those rules, and must not carry zod into the page's first load for it.
 */

const onStep = (time: string) => isClockTime(time) && minutesOf(time) % SCHEDULE_LIMITS.timeStep === 0;

const clock = z.string().trim().refine(onStep, { error: 'scheduleTime' });

const dayHoursSchema = z
  .object({ open: z.boolean(), from: clock, to: clock })
  // An open day holds at least one consultation; a closed day keeps whatever hours it had, for when it opens again.
  .refine(({ open, from, to }) => !open || minutesOf(to) - minutesOf(from) >= CONSULTATION_MINUTES, {
    error: 'scheduleHours',
    path: ['to'],
  });

const closedDaySchema = z.object({
  date: z.string().trim().refine(isCalendarDay, { error: 'scheduleDay' }),
  label: z.string().trim().max(SCHEDULE_LIMITS.closedDayLabel.max, { error: 'textTooLong' }).default(''),
});

const whole = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);

/** The one schema of a schedule, whoever wrote it (the back office's global, a test, a seed). */
export const scheduleSchema = z
  .object({
    hours: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
    ),
    slotMinutes: whole(SCHEDULE_LIMITS.slotMinutes).refine((value) => value % SCHEDULE_LIMITS.slotMinutes.step === 0, {
      error: 'scheduleStep',
    }),
    minNoticeMinutes: whole(SCHEDULE_LIMITS.minNoticeMinutes),
    horizonDays: whole(SCHEDULE_LIMITS.horizonDays),
    dialogHorizonDays: whole(SCHEDULE_LIMITS.horizonDays),
    closedDays: z.array(closedDaySchema).max(SCHEDULE_LIMITS.closedDays.max),
    paused: z.boolean(),
    pauseMessage: z.object(
      Object.fromEntries(
        locales.map((lang) => [lang, z.string().trim().max(SCHEDULE_LIMITS.pauseMessage.max)]),
      ) as Record<Locale, z.ZodString>,
    ),
    officeHours: z
      .object({ from: clock, to: clock })
      .refine(({ from, to }) => minutesOf(from) < minutesOf(to), { error: 'scheduleHours', path: ['to'] }),
    meeting: z
      .object({
        mode: z.enum(MEETING_MODES),
        fixedUrl: z.string().trim().max(MEETING_LIMITS.urlMax, { error: 'meetingUrl' }),
        jitsiHost: z
          .string()
          .trim()
          .toLowerCase()
          .max(MEETING_LIMITS.hostMax)
          .refine(isMeetingHost, { error: 'meetingHost' }),
      })
      // The studio's own room must be a usable address when bookings are to meet there.
      .refine(({ mode, fixedUrl }) => mode !== 'fixed' || meetingUrlProblem(fixedUrl) === null, {
        error: 'meetingUrl',
        path: ['fixedUrl'],
      })
      .refine(({ fixedUrl }) => fixedUrl === '' || meetingUrlProblem(fixedUrl) === null, {
        error: 'meetingUrl',
        path: ['fixedUrl'],
      })
      .default(DEFAULT_MEETING),
    autoConfirm: z.boolean().default(false),
    reminders: z
      .object({
        leadMinutes: z.array(z.number().refine(isReminderMinutes, { error: 'invalid' })).max(MAX_REMINDERS),
        morningAgenda: z.boolean(),
      })
      .default(DEFAULT_REMINDER_SETTINGS),
  })
  .refine(({ dialogHorizonDays, horizonDays }) => dialogHorizonDays <= horizonDays, {
    error: 'scheduleWindow',
    path: ['dialogHorizonDays'],
  });
