import { type Field, type GlobalBeforeChangeHook, type GlobalConfig, type PayloadRequest } from 'payload';
import { isCalendarDay, isClockTime } from '@/lib/domain/booking-calendar';
import { CONSULTATION_MINUTES, DEFAULT_SCHEDULE, SCHEDULE_LIMITS, WEEKDAYS, minutesOf, type Weekday } from '@/lib/domain/booking-schedule';
import { DEFAULT_REMINDER_SETTINGS, REMINDER_CHOICES_MINUTES, type ReminderMinutes } from '@/lib/domain/booking-reminders';
import { DEFAULT_JITSI_HOST, MEETING_LIMITS, isMeetingHost, meetingUrlProblem } from '@/lib/domain/meeting';
import { scheduleSchema } from '@/lib/schemas/schedule';
import { isOwner, ownerOnly } from '../access';
import { label, refuseField } from '../fields';
import { revalidateSchedule } from '../hooks/revalidate';
import { scheduleFromDoc } from '@/lib/provider/cms/schedule-doc';

export const SCHEDULE_SLUG = 'schedule';

const weekdayLabels: Record<Weekday, ReturnType<typeof label>> = {
  monday: label('Lunes', 'Monday', 'Lunedì'),
  tuesday: label('Martes', 'Tuesday', 'Martedì'),
  wednesday: label('Miércoles', 'Wednesday', 'Mercoledì'),
  thursday: label('Jueves', 'Thursday', 'Giovedì'),
  friday: label('Viernes', 'Friday', 'Venerdì'),
  saturday: label('Sábado', 'Saturday', 'Sabato'),
  sunday: label('Domingo', 'Sunday', 'Domenica'),
};

const problems = {
  time: label('Escribe una hora HH:MM (p. ej. 10:00), en pasos de 5 minutos.', 'Write a time as HH:MM (e.g. 10:00), in steps of 5 minutes.', 'Scrivi un orario HH:MM (es. 10:00), a passi di 5 minuti.'),
  hours: label(
    `El cierre debe ser al menos ${CONSULTATION_MINUTES} minutos después de la apertura.`,
    `Closing must be at least ${CONSULTATION_MINUTES} minutes after opening.`,
    `La chiusura deve essere almeno ${CONSULTATION_MINUTES} minuti dopo l’apertura.`,
  ),
  office: label('El cierre debe ser posterior a la apertura.', 'Closing must come after opening.', 'La chiusura deve essere dopo l’apertura.'),
  day: label('Escribe un día AAAA-MM-DD que exista (p. ej. 2026-12-25).', 'Write a day that exists as YYYY-MM-DD (e.g. 2026-12-25).', 'Scrivi un giorno esistente AAAA-MM-GG (es. 2026-12-25).'),
  step: label(
    `Un múltiplo de ${SCHEDULE_LIMITS.slotMinutes.step} entre ${SCHEDULE_LIMITS.slotMinutes.min} y ${SCHEDULE_LIMITS.slotMinutes.max}.`,
    `A multiple of ${SCHEDULE_LIMITS.slotMinutes.step} from ${SCHEDULE_LIMITS.slotMinutes.min} to ${SCHEDULE_LIMITS.slotMinutes.max}.`,
    `Un multiplo di ${SCHEDULE_LIMITS.slotMinutes.step} tra ${SCHEDULE_LIMITS.slotMinutes.min} e ${SCHEDULE_LIMITS.slotMinutes.max}.`,
  ),
  window: label(
    'No puede ser mayor que el periodo de reserva de la página.',
    'It cannot be longer than the booking page’s window.',
    'Non può essere più lungo del periodo di prenotazione della pagina.',
  ),
  duplicate: label('Ese día ya está en la lista.', 'That day is already listed.', 'Quel giorno è già nell’elenco.'),
  invalid: label('El horario no es válido.', 'The schedule is not valid.', 'L’orario non è valido.'),
  meetingUrl: label(
    `Escribe una dirección https:// completa, de ${MEETING_LIMITS.urlMax} caracteres como mucho (p. ej. https://meet.google.com/abc-defg-hij).`,
    `Write a full https:// address of at most ${MEETING_LIMITS.urlMax} characters (e.g. https://meet.google.com/abc-defg-hij).`,
    `Scrivi un indirizzo https:// completo, di al massimo ${MEETING_LIMITS.urlMax} caratteri (es. https://meet.google.com/abc-defg-hij).`,
  ),
  meetingHost: label(
    'Escribe solo el nombre del servidor, sin https:// ni ruta (p. ej. meet.jit.si).',
    'Write the server’s name only, without https:// or a path (e.g. meet.jit.si).',
    'Scrivi solo il nome del server, senza https:// né percorso (es. meet.jit.si).',
  ),
};

const MEETING_LABELS = {
  group: label('Videollamada', 'Video call', 'Videochiamata'),
  mode: label('Dónde se hace la consulta', 'Where the consultation happens', 'Dove si svolge la consulenza'),
  fixedUrl: label('Sala fija del estudio', 'The studio’s own room', 'Stanza fissa dello studio'),
  jitsiHost: label('Servidor Jitsi Meet', 'Jitsi Meet server', 'Server Jitsi Meet'),
};

type Problem = keyof typeof problems;
type Lang = 'es' | 'en' | 'it';

function langOf(req: Pick<PayloadRequest, 'i18n'> | undefined): Lang {
  const language = req?.i18n?.language;
  return language === 'en' || language === 'it' ? language : 'es';
}

const say = (problem: Problem, req: Pick<PayloadRequest, 'i18n'> | undefined) => problems[problem][langOf(req)];

const onStep = (value: unknown): value is string => typeof value === 'string' && isClockTime(value) && minutesOf(value) % SCHEDULE_LIMITS.timeStep === 0;

function timeField(name: 'from' | 'to', fieldLabel: ReturnType<typeof label>, defaultValue: string, check?: Problem): Field {
  return {
    name,
    type: 'text',
    required: true,
    maxLength: 5,
    defaultValue,
    label: fieldLabel,
    admin: { placeholder: 'HH:MM', width: '25%' },
    validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: Partial<Record<'open' | 'from' | 'to', unknown>> }) => {
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

const HOURS_LABELS = {
  open: label('Abierto', 'Open', 'Aperto'),
  from: label('Primera cita', 'First consultation', 'Primo appuntamento'),
  to: label('Cierre (la última cita termina)', 'Closing (the last one ends)', 'Chiusura (l’ultimo finisce)'),
};
const OFFICE_LABELS = {
  group: label('Horario de atención (lunes a viernes)', 'Office hours (Monday to Friday)', 'Orario di ufficio (dal lunedì al venerdì)'),
  from: label('Apertura', 'Opening', 'Apertura'),
  to: label('Cierre', 'Closing', 'Chiusura'),
};
/** '24 horas antes' / '24 hours before' / '24 ore prima'; under an hour in minutes. */
function leadLabel(minutes: ReminderMinutes): ReturnType<typeof label> {
  if (minutes < 60) return label(`${minutes} minutos antes`, `${minutes} minutes before`, `${minutes} minuti prima`);
  const hours = minutes / 60;
  if (hours === 1) return label('1 hora antes', '1 hour before', '1 ora prima');
  return label(`${hours} horas antes`, `${hours} hours before`, `${hours} ore prima`);
}

const NO_REMINDER = 'none';
const reminderOptions = [
  { value: NO_REMINDER, label: label('Ninguno', 'None', 'Nessuno') },
  ...REMINDER_CHOICES_MINUTES.map((minutes) => ({ value: String(minutes), label: leadLabel(minutes) })),
];

function reminderField(name: 'first' | 'second', fieldLabel: ReturnType<typeof label>, minutes: number | undefined): Field {
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

const CLOSED_DAY_LABEL = label('Día cerrado', 'Closed day', 'Giorno di chiusura');

/**
 * The field a problem of the whole document is about, named as the form names it, and what is wrong with it: the
 * admin shows the name in its toast and the message under the field (Payload's toast had said, in English, "The
 * following field is invalid: hours.monday.to").
 */
function describeIssue(path: readonly PropertyKey[], data: Record<string, unknown>, lang: Lang): { label: string; message: string } {
  const [group, key, part] = path;
  const value = path.reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step] : undefined), data);
  const timeProblem = (check: Problem): Problem => (onStep(value) ? check : 'time');
  if (group === 'hours' && typeof key === 'string' && key in weekdayLabels && (part === 'from' || part === 'to' || part === 'open')) {
    return { label: `${weekdayLabels[key as Weekday][lang]} · ${HOURS_LABELS[part][lang]}`, message: problems[part === 'to' ? timeProblem('hours') : part === 'from' ? 'time' : 'invalid'][lang] };
  }
  if (group === 'officeHours' && (key === 'from' || key === 'to')) {
    return { label: `${OFFICE_LABELS.group[lang]} · ${OFFICE_LABELS[key][lang]}`, message: problems[key === 'to' ? timeProblem('office') : 'time'][lang] };
  }
  if (group === 'meeting' && (key === 'fixedUrl' || key === 'jitsiHost' || key === 'mode')) {
    return { label: `${MEETING_LABELS.group[lang]} · ${MEETING_LABELS[key][lang]}`, message: problems[key === 'jitsiHost' ? 'meetingHost' : key === 'fixedUrl' ? 'meetingUrl' : 'invalid'][lang] };
  }
  if (group === 'closedDays' && typeof key === 'number') return { label: `${CLOSED_DAY_LABEL[lang]} ${key + 1}`, message: problems[part === 'date' ? 'day' : 'invalid'][lang] };
  // The numbers at the top (slot length, notice, windows): their own labels.
  const named = typeof group === 'string' ? topLevelLabel(group, lang) : null;
  const message = group === 'slotMinutes' ? problems.step : group === 'dialogHorizonDays' ? problems.window : problems.invalid;
  return { label: named ?? path.join('.'), message: message[lang] };
}

/** A top-level field's label in the admin's language, looked up in the global's own fields (rows included). */
function topLevelLabel(name: string, lang: Lang): string | null {
  const find = (fields: readonly Field[]): string | null => {
    for (const field of fields) {
      if ('name' in field && field.name === name && 'label' in field && field.label && typeof field.label === 'object') {
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

const dayHours = (day: Weekday): Field => ({
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

function whole(name: string, fieldLabel: ReturnType<typeof label>, limits: { min: number; max: number }, defaultValue: number, description: ReturnType<typeof label>): Field {
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

/** The whole document checked against the domain's schema, whatever the form sent: the last word before it is stored. */
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
  // Owners only, through the admin and the REST/GraphQL API alike; the site reads it with overrideAccess (lib/provider/cms).
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
            label('Intervalo entre citas (min)', 'Time between consultations (min)', 'Intervallo tra appuntamenti (min)'),
            SCHEDULE_LIMITS.slotMinutes,
            DEFAULT_SCHEDULE.slotMinutes,
            label(`Cada cita dura ${CONSULTATION_MINUTES} minutos.`, `Each consultation lasts ${CONSULTATION_MINUTES} minutes.`, `Ogni appuntamento dura ${CONSULTATION_MINUTES} minuti.`),
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
          label('0: se puede reservar cualquier hora que no haya empezado.', '0: any time not yet begun can be booked.', '0: si può prenotare qualsiasi orario non ancora iniziato.'),
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
          label('Página de reserva y comprobación del servidor.', 'Booking page and the server’s check.', 'Pagina di prenotazione e controllo del server.'),
        ),
        {
          ...(whole(
            'dialogHorizonDays',
            label('Periodo del diálogo de inicio (días)', 'Home dialog window (days)', 'Periodo della finestra in home (giorni)'),
            SCHEDULE_LIMITS.horizonDays,
            DEFAULT_SCHEDULE.dialogHorizonDays,
            label('El calendario de la página de inicio.', 'The home page’s calendar.', 'Il calendario della pagina iniziale.'),
          ) as Extract<Field, { type: 'number' }>),
          validate: (value: unknown, { req, data }: { req: PayloadRequest; data: Partial<Record<'horizonDays', unknown>> }) => {
            if (typeof value !== 'number' || !Number.isInteger(value) || value < SCHEDULE_LIMITS.horizonDays.min) return say('window', req);
            return typeof data.horizonDays === 'number' && value > data.horizonDays ? say('window', req) : true;
          },
        },
      ],
    },
    {
      name: 'closedDays',
      type: 'array',
      label: label('Días cerrados y festivos', 'Closed days and holidays', 'Giorni di chiusura e festivi'),
      labels: { singular: label('Día cerrado', 'Closed day', 'Giorno di chiusura'), plural: label('Días cerrados', 'Closed days', 'Giorni di chiusura') },
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
              validate: (value: unknown, { req, data }: { req: PayloadRequest; data: { closedDays?: { date?: unknown }[] | null } }) => {
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
    },
    {
      name: 'meeting',
      type: 'group',
      label: MEETING_LABELS.group,
      admin: {
        description: label(
          'Cada reserva guarda su propio enlace, que va en su correo, su invitación de calendario y su página de reserva; se puede cambiar en la cita.',
          'Each booking keeps its own link, which goes in its mail, its calendar invitation and its booking page; it can be changed on the appointment.',
          'Ogni prenotazione conserva il proprio link, che va nella sua e-mail, nel suo invito di calendario e nella sua pagina; si può cambiare nell’appuntamento.',
        ),
      },
      fields: [
        {
          name: 'mode',
          type: 'radio',
          required: true,
          defaultValue: 'jitsi',
          label: MEETING_LABELS.mode,
          options: [
            { value: 'jitsi', label: label('Una sala Jitsi Meet nueva por reserva', 'A new Jitsi Meet room per booking', 'Una nuova stanza Jitsi Meet per prenotazione') },
            { value: 'fixed', label: label('Siempre la sala fija del estudio', 'Always the studio’s own room', 'Sempre la stanza fissa dello studio') },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'fixedUrl',
              type: 'text',
              maxLength: MEETING_LIMITS.urlMax,
              label: MEETING_LABELS.fixedUrl,
              admin: {
                width: '60%',
                placeholder: 'https://meet.google.com/abc-defg-hij',
                description: label('Google Meet, Zoom, Teams…', 'Google Meet, Zoom, Teams…', 'Google Meet, Zoom, Teams…'),
              },
              validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { mode?: unknown } }) => {
                const text = typeof value === 'string' ? value.trim() : '';
                if (text === '' && siblingData.mode !== 'fixed') return true;
                return meetingUrlProblem(text) === null ? true : say('meetingUrl', req);
              },
            },
            {
              name: 'jitsiHost',
              type: 'text',
              required: true,
              defaultValue: DEFAULT_JITSI_HOST,
              maxLength: MEETING_LIMITS.hostMax,
              label: MEETING_LABELS.jitsiHost,
              admin: { width: '40%' },
              validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                typeof value === 'string' && isMeetingHost(value.trim()) ? true : say('meetingHost', req),
            },
          ],
        },
      ],
    },
    {
      name: 'autoConfirm',
      type: 'checkbox',
      defaultValue: false,
      label: label('Confirmar las reservas automáticamente', 'Confirm bookings automatically', 'Conferma automaticamente le prenotazioni'),
      admin: {
        description: label(
          'Una reserva nueva queda confirmada al momento, sin esperar a que el estudio la confirme.',
          'A new booking is confirmed at once, without waiting for the studio to confirm it.',
          'Una nuova prenotazione è confermata subito, senza aspettare la conferma dello studio.',
        ),
      },
    },
    {
      name: 'reminders',
      type: 'group',
      label: label('Recordatorios', 'Reminders', 'Promemoria'),
      admin: {
        description: label(
          'Cada visitante recibe por correo, en su idioma, un recordatorio con el enlace de la videollamada. Una reserva hecha dentro del plazo lo recibe en seguida.',
          'Each visitor gets a reminder by mail, in their language, with the video-call link. A booking made inside the lead time gets it at once.',
          'Ogni visitatore riceve per e-mail, nella sua lingua, un promemoria con il link della videochiamata. Una prenotazione fatta entro il termine lo riceve subito.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            reminderField('first', label('Primer recordatorio', 'First reminder', 'Primo promemoria'), DEFAULT_REMINDER_SETTINGS.leadMinutes[0]),
            reminderField('second', label('Segundo recordatorio', 'Second reminder', 'Secondo promemoria'), DEFAULT_REMINDER_SETTINGS.leadMinutes[1]),
          ],
        },
        {
          name: 'morningAgenda',
          type: 'checkbox',
          defaultValue: DEFAULT_REMINDER_SETTINGS.morningAgenda,
          label: label('Enviar al estudio la agenda del día cada mañana', 'Send the studio the day’s agenda each morning', 'Inviare allo studio l’agenda del giorno ogni mattina'),
          admin: {
            description: label(
              'A partir de las 7:00 (hora de Madrid), los días con consultas, al correo del estudio.',
              'From 7:00 (Madrid time), on days with consultations, to the studio’s address.',
              'Dalle 7:00 (ora di Madrid), nei giorni con consulenze, all’indirizzo dello studio.',
            ),
          },
        },
      ],
    },
    {
      name: 'officeHours',
      type: 'group',
      label: OFFICE_LABELS.group,
      admin: {
        description: label(
          'Cuándo se atiende el teléfono y el correo; se muestra a los visitantes, no limita las reservas.',
          'When phone and mail are answered; shown to visitors, it does not limit bookings.',
          'Quando si risponde a telefono e posta; mostrato ai visitatori, non limita le prenotazioni.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            timeField('from', OFFICE_LABELS.from, DEFAULT_SCHEDULE.officeHours.from),
            timeField('to', OFFICE_LABELS.to, DEFAULT_SCHEDULE.officeHours.to, 'office'),
          ],
        },
      ],
    },
  ],
  hooks: { beforeChange: [checkWhole], afterChange: [revalidateSchedule] },
};
