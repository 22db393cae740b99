import { type Field, type PayloadRequest } from 'payload';
import { isCalendarDay, isClockTime } from '@/lib/domain/booking-calendar';
import {
  CONSULTATION_MINUTES,
  DEFAULT_SCHEDULE,
  SCHEDULE_LIMITS,
  minutesOf,
  type Weekday,
} from '@/lib/domain/booking-schedule';
import { REMINDER_CHOICES_MINUTES, type ReminderMinutes } from '@/lib/domain/booking-reminders';
import { label } from '../../fields';
import { HOURS_LABELS, say, weekdayLabels, type Problem } from './labels';

// The schedule's repeated fields: a time, a reminder choice, a weekday's hours, a whole number, the closed days.
export const onStep = (value: unknown): value is string =>
  typeof value === 'string' && isClockTime(value) && minutesOf(value) % SCHEDULE_LIMITS.timeStep === 0;

export function timeField(
  name: 'from' | 'to',
  fieldLabel: ReturnType<typeof label>,
  defaultValue: string,
  check?: Problem,
): Field {
  return {
    name,
    type: 'text',
    required: true,
    maxLength: 5,
    defaultValue,
    label: fieldLabel,
    admin: { placeholder: 'HH:MM', width: '25%' },
    validate: (
      value: unknown,
      { req, siblingData }: { req: PayloadRequest; siblingData: Partial<Record<'open' | 'from' | 'to', unknown>> },
    ) => {
      if (!onStep(value)) return say('time', req);
      if (name === 'to' && check && onStep(siblingData.from)) {
        const span = minutesOf(value) - minutesOf(siblingData.from);
        if (check === 'hours' && siblingData.open && span < CONSULTATION_MINUTES) return say('hours', req);
        if (check === 'office' && span <= 0) return say('office', req);
      }
      return true;
    },
  };
}

/** '24 horas antes' / '24 hours before' / '24 ore prima'; under an hour in minutes. */
export function leadLabel(minutes: ReminderMinutes): ReturnType<typeof label> {
  if (minutes < 60) return label(`${minutes} minutos antes`, `${minutes} minutes before`, `${minutes} minuti prima`);
  const hours = minutes / 60;
  if (hours === 1) return label('1 hora antes', '1 hour before', '1 ora prima');
  return label(`${hours} horas antes`, `${hours} hours before`, `${hours} ore prima`);
}

export const NO_REMINDER = 'none';
export const reminderOptions = [
  { value: NO_REMINDER, label: label('Ninguno', 'None', 'Nessuno') },
  ...REMINDER_CHOICES_MINUTES.map((minutes) => ({ value: String(minutes), label: leadLabel(minutes) })),
];

export function reminderField(
  name: 'first' | 'second',
  fieldLabel: ReturnType<typeof label>,
  minutes: number | undefined,
): Field {
  return {
    name,
    type: 'select',
    required: true,
    defaultValue: minutes === undefined ? NO_REMINDER : String(minutes),
    options: reminderOptions,
    label: fieldLabel,
    admin: { width: '50%' },
  };
}

export const dayHours = (day: Weekday): Field => ({
  name: day,
  type: 'group',
  label: weekdayLabels[day],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'open',
          type: 'checkbox',
          label: HOURS_LABELS.open,
          defaultValue: DEFAULT_SCHEDULE.hours[day].open,
          admin: { width: '20%', style: { alignSelf: 'flex-end' } },
        },
        timeField('from', HOURS_LABELS.from, DEFAULT_SCHEDULE.hours[day].from),
        timeField('to', HOURS_LABELS.to, DEFAULT_SCHEDULE.hours[day].to, 'hours'),
      ],
    },
  ],
});

export function whole(
  name: string,
  fieldLabel: ReturnType<typeof label>,
  limits: { min: number; max: number },
  defaultValue: number,
  description: ReturnType<typeof label>,
): Field {
  return {
    name,
    type: 'number',
    required: true,
    min: limits.min,
    max: limits.max,
    defaultValue,
    label: fieldLabel,
    admin: { description, step: 1 },
  };
}

/** The closed days and holidays: one row per day, with an optional note. */
export const closedDaysField: Field = {
  name: 'closedDays',
  type: 'array',
  label: label('Días cerrados y festivos', 'Closed days and holidays', 'Giorni di chiusura e festivi'),
  labels: {
    singular: label('Día cerrado', 'Closed day', 'Giorno di chiusura'),
    plural: label('Días cerrados', 'Closed days', 'Giorni di chiusura'),
  },
  maxRows: SCHEDULE_LIMITS.closedDays.max,
  admin: {
    description: label(
      'Ese día no se ofrece ninguna cita. La lista inicial trae los festivos de la Comunitat Valenciana y de la ciudad de València.',
      'No consultation is offered that day. The first list brings the public holidays of the Valencian Community and of the city of València.',
      'Quel giorno non si offre alcun appuntamento. L’elenco iniziale porta i festivi della Comunità Valenciana e della città di València.',
    ),
    components: { RowLabel: '/cms/views/schedule/closed-day-label#ClosedDayLabel' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'text',
          required: true,
          maxLength: 10,
          label: label('Día', 'Day', 'Giorno'),
          // Picked from the browser's calendar; stored as YYYY-MM-DD text, as before.
          admin: { width: '35%', components: { Field: '/cms/views/schedule/day-input#DayInput' } },
          validate: (
            value: unknown,
            { req, data }: { req: PayloadRequest; data: { closedDays?: { date?: unknown }[] | null } },
          ) => {
            if (typeof value !== 'string' || !isCalendarDay(value)) return say('day', req);
            const same = (data.closedDays ?? []).filter((row) => row.date === value).length;
            return same > 1 ? say('duplicate', req) : true;
          },
        },
        {
          name: 'label',
          type: 'text',
          maxLength: SCHEDULE_LIMITS.closedDayLabel.max,
          label: label('Motivo', 'Reason', 'Motivo'),
          admin: { placeholder: label('Navidad', 'Christmas', 'Natale'), width: '65%' },
        },
      ],
    },
  ],
};
