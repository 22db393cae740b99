import { type Field, type PayloadRequest } from 'payload';
import { DEFAULT_SCHEDULE } from '@/lib/domain/booking-schedule';
import { DEFAULT_REMINDER_SETTINGS } from '@/lib/domain/booking-reminders';
import { DEFAULT_JITSI_HOST, MEETING_LIMITS, isMeetingHost, meetingUrlProblem } from '@/lib/domain/meeting';
import { label } from '../../fields';
import { MEETING_LABELS, OFFICE_LABELS, say } from './labels';
import { reminderField, timeField } from './fields';

/** How each consultation happens: its video call, its confirmation, its reminders, and the studio's office hours. */
export const consultationFields: Field[] = [
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
          {
            value: 'jitsi',
            label: label(
              'Una sala Jitsi Meet nueva por reserva',
              'A new Jitsi Meet room per booking',
              'Una nuova stanza Jitsi Meet per prenotazione',
            ),
          },
          {
            value: 'fixed',
            label: label(
              'Siempre la sala fija del estudio',
              'Always the studio’s own room',
              'Sempre la stanza fissa dello studio',
            ),
          },
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
            validate: (
              value: unknown,
              { req, siblingData }: { req: PayloadRequest; siblingData: { mode?: unknown } },
            ) => {
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
    label: label(
      'Confirmar las reservas automáticamente',
      'Confirm bookings automatically',
      'Conferma automaticamente le prenotazioni',
    ),
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
          reminderField(
            'first',
            label('Primer recordatorio', 'First reminder', 'Primo promemoria'),
            DEFAULT_REMINDER_SETTINGS.leadMinutes[0],
          ),
          reminderField(
            'second',
            label('Segundo recordatorio', 'Second reminder', 'Secondo promemoria'),
            DEFAULT_REMINDER_SETTINGS.leadMinutes[1],
          ),
        ],
      },
      {
        name: 'morningAgenda',
        type: 'checkbox',
        defaultValue: DEFAULT_REMINDER_SETTINGS.morningAgenda,
        label: label(
          'Enviar al estudio la agenda del día cada mañana',
          'Send the studio the day’s agenda each morning',
          'Inviare allo studio l’agenda del giorno ogni mattina',
        ),
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
];
