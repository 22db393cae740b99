import { type Field, type GlobalConfig, type PayloadRequest } from 'payload';
import { CONSULTATION_MINUTES, DEFAULT_SCHEDULE, SCHEDULE_LIMITS, WEEKDAYS } from '@/lib/domain/booking-schedule';
import { isOwner, ownerOnly } from '../../access';
import { label } from '../../fields';
import { revalidateSchedule } from '../../hooks/revalidate';
import { checkWholeSchedule } from './check';
import { consultationFields } from './consultation';
import { closedDaysField, dayHours, whole } from './fields';
import { say } from './labels';

export const SCHEDULE_SLUG = 'schedule';

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
  hooks: { beforeChange: [checkWholeSchedule], afterChange: [revalidateSchedule] },
};
