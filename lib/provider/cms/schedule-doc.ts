import { DEFAULT_SCHEDULE, WEEKDAYS, type Schedule, type Weekday } from '@/lib/domain/booking-schedule';
import { DEFAULT_REMINDER_SETTINGS, reminderPlan, type ReminderSettings } from '@/lib/domain/booking-reminders';
import { DEFAULT_MEETING, MEETING_MODES, type MeetingMode } from '@/lib/domain/meeting';
import { locales, type Locale } from '@/lib/i18n/locales';

type Maybe<T> = T | null | undefined;
type HoursDoc = Maybe<{ open?: Maybe<boolean>; from?: Maybe<string>; to?: Maybe<string> }>;

/** The `schedule` global as Payload returns it (read with locale 'all', the pause message is one text per language). */
export type ScheduleDoc = {
  paused?: Maybe<boolean>;
  pauseMessage?: Maybe<string | Partial<Record<Locale, Maybe<string>>>>;
  hours?: Maybe<Partial<Record<Weekday, HoursDoc>>>;
  slotMinutes?: Maybe<number>;
  minNoticeMinutes?: Maybe<number>;
  horizonDays?: Maybe<number>;
  dialogHorizonDays?: Maybe<number>;
  closedDays?: Maybe<{ date?: Maybe<string>; label?: Maybe<string> }[]>;
  officeHours?: Maybe<{ from?: Maybe<string>; to?: Maybe<string> }>;
  meeting?: Maybe<{ mode?: Maybe<string>; fixedUrl?: Maybe<string>; jitsiHost?: Maybe<string> }>;
  autoConfirm?: Maybe<boolean>;
  /** Each reminder a lead time in minutes as text ('1440'), or 'none'. */
  reminders?: Maybe<{ first?: Maybe<string>; second?: Maybe<string>; morningAgenda?: Maybe<boolean> }>;
};

const meetingMode = (value: Maybe<string>): MeetingMode =>
  MEETING_MODES.includes(value as MeetingMode) ? (value as MeetingMode) : DEFAULT_MEETING.mode;

/** A global saved before reminders existed reads as the defaults; 'none' (or anything unknown) as no reminder. */
function remindersOf(value: ScheduleDoc['reminders']): ReminderSettings {
  if (!value) return DEFAULT_REMINDER_SETTINGS;
  const [first, second] = DEFAULT_REMINDER_SETTINGS.leadMinutes;
  const given = [value.first ?? String(first), value.second ?? String(second)];
  return {
    leadMinutes: reminderPlan(given.map(Number)),
    morningAgenda: value.morningAgenda ?? DEFAULT_REMINDER_SETTINGS.morningAgenda,
  };
}

function pauseMessages(value: ScheduleDoc['pauseMessage']): Record<Locale, string> {
  if (typeof value === 'string') return { es: value, en: '', it: '' };
  return Object.fromEntries(locales.map((lang) => [lang, value?.[lang] ?? ''])) as Record<Locale, string>;
}

/**
 * The document as the domain's Schedule, an absent field taking the default's value (a global never saved yet reads
 * as empty). Not checked here: the caller runs scheduleSchema on it.
 */
export function scheduleFromDoc(doc: ScheduleDoc | Record<string, unknown>): Schedule {
  const source = doc as ScheduleDoc;
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const given = source.hours?.[day];
      const fallback = DEFAULT_SCHEDULE.hours[day];
      return [
        day,
        { open: given?.open ?? fallback.open, from: given?.from ?? fallback.from, to: given?.to ?? fallback.to },
      ];
    }),
  ) as Schedule['hours'];
  return {
    hours,
    slotMinutes: source.slotMinutes ?? DEFAULT_SCHEDULE.slotMinutes,
    minNoticeMinutes: source.minNoticeMinutes ?? DEFAULT_SCHEDULE.minNoticeMinutes,
    horizonDays: source.horizonDays ?? DEFAULT_SCHEDULE.horizonDays,
    dialogHorizonDays: source.dialogHorizonDays ?? DEFAULT_SCHEDULE.dialogHorizonDays,
    closedDays: (source.closedDays ?? []).map((row) => ({ date: row.date ?? '', label: row.label ?? '' })),
    paused: source.paused ?? false,
    pauseMessage: pauseMessages(source.pauseMessage),
    officeHours: {
      from: source.officeHours?.from ?? DEFAULT_SCHEDULE.officeHours.from,
      to: source.officeHours?.to ?? DEFAULT_SCHEDULE.officeHours.to,
    },
    meeting: {
      mode: meetingMode(source.meeting?.mode),
      fixedUrl: source.meeting?.fixedUrl ?? '',
      jitsiHost: source.meeting?.jitsiHost || DEFAULT_MEETING.jitsiHost,
    },
    autoConfirm: source.autoConfirm ?? false,
    reminders: remindersOf(source.reminders),
  };
}
