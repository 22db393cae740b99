import { type Field, type GlobalBeforeChangeHook, type GlobalConfig, type PayloadRequest } from 'payload';
import {
  CONSULTATION_MINUTES,
  DEFAULT_SCHEDULE,
  SCHEDULE_LIMITS,
  WEEKDAYS,
  type Weekday,
} from '@/lib/domain/booking-schedule';
import { scheduleSchema } from '@/lib/schemas/schedule';
import { isOwner, ownerOnly } from '../access';
import { label, refuseField } from '../fields';
import { revalidateSchedule } from '../hooks/revalidate';
import { scheduleFromDoc } from '@/lib/provider/cms/schedule-doc';
import { consultationFields } from './schedule-consultation';
import { closedDaysField, dayHours, onStep, whole } from './schedule-fields';
import {
  CLOSED_DAY_LABEL,
  HOURS_LABELS,
  MEETING_LABELS,
  OFFICE_LABELS,
  langOf,
  problems,
  say,
  weekdayLabels,
  type Lang,
  type Problem,
} from './schedule-labels';

export const SCHEDULE_SLUG = 'schedule';

/**
 * The field a problem of the whole document is about, named as the form names it, and what is wrong with it: the
 * admin shows the name in its toast and the message under the field (Payload's toast had said, in English, "The
 * following field is invalid: hours.monday.to").
 */
function describeIssue(
  path: readonly PropertyKey[],
  data: Record<string, unknown>,
  lang: Lang,
): { label: string; message: string } {
  const [group, key, part] = path;
  const value = path.reduce<unknown>(
    (node, step) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step] : undefined),
    data,
  );
  const timeProblem = (check: Problem): Problem => (onStep(value) ? check : 'time');
  if (
    group === 'hours' &&
    typeof key === 'string' &&
    key in weekdayLabels &&
    (part === 'from' || part === 'to' || part === 'open')
  ) {
    return {
      label: `${weekdayLabels[key as Weekday][lang]} · ${HOURS_LABELS[part][lang]}`,
      message: problems[part === 'to' ? timeProblem('hours') : part === 'from' ? 'time' : 'invalid'][lang],
    };
  }
  if (group === 'officeHours' && (key === 'from' || key === 'to')) {
    return {
      label: `${OFFICE_LABELS.group[lang]} · ${OFFICE_LABELS[key][lang]}`,
      message: problems[key === 'to' ? timeProblem('office') : 'time'][lang],
    };
  }
  if (group === 'meeting' && (key === 'fixedUrl' || key === 'jitsiHost' || key === 'mode')) {
    return {
      label: `${MEETING_LABELS.group[lang]} · ${MEETING_LABELS[key][lang]}`,
      message: problems[key === 'jitsiHost' ? 'meetingHost' : key === 'fixedUrl' ? 'meetingUrl' : 'invalid'][lang],
    };
  }
  if (group === 'closedDays' && typeof key === 'number')
    return {
      label: `${CLOSED_DAY_LABEL[lang]} ${key + 1}`,
      message: problems[part === 'date' ? 'day' : 'invalid'][lang],
    };
  // The numbers at the top (slot length, notice, windows): their own labels.
  const named = typeof group === 'string' ? topLevelLabel(group, lang) : null;
  const message =
    group === 'slotMinutes' ? problems.step : group === 'dialogHorizonDays' ? problems.window : problems.invalid;
  return { label: named ?? path.join('.'), message: message[lang] };
}

/** A top-level field's label in the admin's language, looked up in the global's own fields (rows included). */
function topLevelLabel(name: string, lang: Lang): string | null {
  const find = (fields: readonly Field[]): string | null => {
    for (const field of fields) {
      if (
        'name' in field &&
        field.name === name &&
        'label' in field &&
        field.label &&
        typeof field.label === 'object'
      ) {
        return (field.label as Record<Lang, string>)[lang] ?? null;
      }
      if (field.type === 'row') {
        const found = find(field.fields);
        if (found) return found;
      }
    }
    return null;
  };
  return find(Schedule.fields);
}

/**
 * The whole document checked against the domain's schema, whatever the form sent: the last word before it is stored.
 */
const checkWhole: GlobalBeforeChangeHook = ({ data, req }) => {
  // The pause message is one language's text here (the form's locale); its length is bounded by the field.
  const parsed = scheduleSchema.safeParse({ ...scheduleFromDoc(data), pauseMessage: DEFAULT_SCHEDULE.pauseMessage });
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    const { label: fieldLabel, message } = describeIssue(path, data, langOf(req));
    // With req.t, Payload's own words of the toast are in the admin's language too.
    refuseField(req, { global: SCHEDULE_SLUG, path: path.join('.'), label: fieldLabel }, message);
  }
  return data;
};

/**
 * The studio's schedule: consultation hours per weekday, the slot grid, the minimum notice, the booking windows, the
 * closed days and holidays, and a switch that pauses booking with a message. Availability, the calendars and the
 * server's re-checks all read it (lib/provider/schedule.ts). Only the owner changes it; editors do not see it.
 */
export const Schedule: GlobalConfig = {
  slug: SCHEDULE_SLUG,
  label: label('Horario de citas', 'Booking schedule', 'Orario degli appuntamenti'),
  admin: {
    group: label('Estudio', 'Studio', 'Studio'),
    hidden: ({ user }) => !isOwner({ user } as Pick<PayloadRequest, 'user'>),
    description: label(
      'Horas en hora de Madrid. Un cambio se aplica en seguida a las reservas nuevas; las citas ya reservadas no cambian (las que quedan fuera del horario se listan abajo).',
      'Times are Madrid time. A change applies to new bookings at once; appointments already booked do not change (those left outside the schedule are listed below).',
      'Orari in ora di Madrid. Una modifica vale subito per le nuove prenotazioni; gli appuntamenti già prenotati non cambiano (quelli rimasti fuori orario sono elencati sotto).',
    ),
  },
  // Owners only, through the admin and the REST/GraphQL API alike; the site reads it with overrideAccess
  // (lib/provider/cms).
  access: { read: ownerOnly, update: ownerOnly },
  fields: [
    {
      name: 'outsideSchedule',
      type: 'ui',
      admin: { components: { Field: '/cms/views/schedule/outside-schedule#OutsideSchedule' } },
    },
    {
      type: 'collapsible',
      label: label('Pausa', 'Pause', 'Pausa'),
      fields: [
        {
          name: 'paused',
          type: 'checkbox',
          defaultValue: false,
          label: label('Pausar las reservas', 'Pause bookings', 'Sospendi le prenotazioni'),
          admin: {
            description: label(
              'Mientras esté activo, los formularios de reserva muestran el mensaje de abajo y no se acepta ninguna reserva.',
              'While on, the booking forms show the message below and no booking is accepted.',
              'Finché è attivo, i moduli di prenotazione mostrano il messaggio qui sotto e non si accetta alcuna prenotazione.',
            ),
          },
        },
        {
          name: 'pauseMessage',
          type: 'textarea',
          localized: true,
          maxLength: SCHEDULE_LIMITS.pauseMessage.max,
          label: label('Mensaje durante la pausa', 'Message while paused', 'Messaggio durante la pausa'),
          admin: {
            description: label(
              'Por idioma; vacío usa el texto en español.',
              'Per language; an empty one uses the Spanish text.',
              'Per lingua; se vuoto si usa il testo spagnolo.',
            ),
          },
        },
      ],
    },
    {
      name: 'hours',
      type: 'group',
      label: label('Horario por día de la semana', 'Hours per weekday', 'Orario per giorno della settimana'),
      admin: {
        description: label(
          'La primera cita empieza a la hora de apertura; la última termina a la hora de cierre como muy tarde.',
          'The first consultation starts at opening time; the last one ends by closing time.',
          'Il primo appuntamento inizia all’apertura; l’ultimo finisce entro la chiusura.',
        ),
      },
      fields: WEEKDAYS.map(dayHours),
    },
    {
      type: 'row',
      fields: [
        {
          ...(whole(
            'slotMinutes',
            label(
              'Intervalo entre citas (min)',
              'Time between consultations (min)',
              'Intervallo tra appuntamenti (min)',
            ),
            SCHEDULE_LIMITS.slotMinutes,
            DEFAULT_SCHEDULE.slotMinutes,
            label(
              `Cada cita dura ${CONSULTATION_MINUTES} minutos.`,
              `Each consultation lasts ${CONSULTATION_MINUTES} minutes.`,
              `Ogni appuntamento dura ${CONSULTATION_MINUTES} minuti.`,
            ),
          ) as Extract<Field, { type: 'number' }>),
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            typeof value === 'number' &&
            Number.isInteger(value) &&
            value >= SCHEDULE_LIMITS.slotMinutes.min &&
            value <= SCHEDULE_LIMITS.slotMinutes.max &&
            value % SCHEDULE_LIMITS.slotMinutes.step === 0
              ? true
              : say('step', req),
        },
        whole(
          'minNoticeMinutes',
          label('Antelación mínima (min)', 'Minimum notice (min)', 'Preavviso minimo (min)'),
          SCHEDULE_LIMITS.minNoticeMinutes,
          DEFAULT_SCHEDULE.minNoticeMinutes,
          label(
            '0: se puede reservar cualquier hora que no haya empezado.',
            '0: any time not yet begun can be booked.',
            '0: si può prenotare qualsiasi orario non ancora iniziato.',
          ),
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        whole(
          'horizonDays',
          label('Periodo de reserva (días)', 'Booking window (days)', 'Periodo di prenotazione (giorni)'),
          SCHEDULE_LIMITS.horizonDays,
          DEFAULT_SCHEDULE.horizonDays,
          label(
            'Página de reserva y comprobación del servidor.',
            'Booking page and the server’s check.',
            'Pagina di prenotazione e controllo del server.',
          ),
        ),
        {
          ...(whole(
            'dialogHorizonDays',
            label(
              'Periodo del diálogo de inicio (días)',
              'Home dialog window (days)',
              'Periodo della finestra in home (giorni)',
            ),
            SCHEDULE_LIMITS.horizonDays,
            DEFAULT_SCHEDULE.dialogHorizonDays,
            label(
              'El calendario de la página de inicio.',
              'The home page’s calendar.',
              'Il calendario della pagina iniziale.',
            ),
          ) as Extract<Field, { type: 'number' }>),
          validate: (
            value: unknown,
            { req, data }: { req: PayloadRequest; data: Partial<Record<'horizonDays', unknown>> },
          ) => {
            if (typeof value !== 'number' || !Number.isInteger(value) || value < SCHEDULE_LIMITS.horizonDays.min)
              return say('window', req);
            return typeof data.horizonDays === 'number' && value > data.horizonDays ? say('window', req) : true;
          },
        },
      ],
    },
    closedDaysField,
    ...consultationFields,
  ],
  hooks: { beforeChange: [checkWhole], afterChange: [revalidateSchedule] },
};
