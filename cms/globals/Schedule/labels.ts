import { type PayloadRequest } from 'payload';
import { CONSULTATION_MINUTES, SCHEDULE_LIMITS, type Weekday } from '@/lib/domain/booking-schedule';
import { MEETING_LIMITS } from '@/lib/domain/meeting';
import { label } from '../../fields';

// What the schedule's form calls things and says when a value is refused, in the admin's three languages.
export const weekdayLabels: Record<Weekday, ReturnType<typeof label>> = {
  monday: label('Lunes', 'Monday', 'Lunedì'),
  tuesday: label('Martes', 'Tuesday', 'Martedì'),
  wednesday: label('Miércoles', 'Wednesday', 'Mercoledì'),
  thursday: label('Jueves', 'Thursday', 'Giovedì'),
  friday: label('Viernes', 'Friday', 'Venerdì'),
  saturday: label('Sábado', 'Saturday', 'Sabato'),
  sunday: label('Domingo', 'Sunday', 'Domenica'),
};

export const problems = {
  time: label(
    'Escribe una hora HH:MM (p. ej. 10:00), en pasos de 5 minutos.',
    'Write a time as HH:MM (e.g. 10:00), in steps of 5 minutes.',
    'Scrivi un orario HH:MM (es. 10:00), a passi di 5 minuti.',
  ),
  hours: label(
    `El cierre debe ser al menos ${CONSULTATION_MINUTES} minutos después de la apertura.`,
    `Closing must be at least ${CONSULTATION_MINUTES} minutes after opening.`,
    `La chiusura deve essere almeno ${CONSULTATION_MINUTES} minuti dopo l’apertura.`,
  ),
  office: label(
    'El cierre debe ser posterior a la apertura.',
    'Closing must come after opening.',
    'La chiusura deve essere dopo l’apertura.',
  ),
  day: label(
    'Escribe un día AAAA-MM-DD que exista (p. ej. 2026-12-25).',
    'Write a day that exists as YYYY-MM-DD (e.g. 2026-12-25).',
    'Scrivi un giorno esistente AAAA-MM-GG (es. 2026-12-25).',
  ),
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

export const MEETING_LABELS = {
  group: label('Videollamada', 'Video call', 'Videochiamata'),
  mode: label('Dónde se hace la consulta', 'Where the consultation happens', 'Dove si svolge la consulenza'),
  fixedUrl: label('Sala fija del estudio', 'The studio’s own room', 'Stanza fissa dello studio'),
  jitsiHost: label('Servidor Jitsi Meet', 'Jitsi Meet server', 'Server Jitsi Meet'),
};

export type Problem = keyof typeof problems;
export type Lang = 'es' | 'en' | 'it';

export function langOf(req: Pick<PayloadRequest, 'i18n'> | undefined): Lang {
  const language = req?.i18n?.language;
  return language === 'en' || language === 'it' ? language : 'es';
}

export const say = (problem: Problem, req: Pick<PayloadRequest, 'i18n'> | undefined) => problems[problem][langOf(req)];

export const HOURS_LABELS = {
  open: label('Abierto', 'Open', 'Aperto'),
  from: label('Primera cita', 'First consultation', 'Primo appuntamento'),
  to: label('Cierre (la última cita termina)', 'Closing (the last one ends)', 'Chiusura (l’ultimo finisce)'),
};
export const OFFICE_LABELS = {
  group: label(
    'Horario de atención (lunes a viernes)',
    'Office hours (Monday to Friday)',
    'Orario di ufficio (dal lunedì al venerdì)',
  ),
  from: label('Apertura', 'Opening', 'Apertura'),
  to: label('Cierre', 'Closing', 'Chiusura'),
};

export const CLOSED_DAY_LABEL = label('Día cerrado', 'Closed day', 'Giorno di chiusura');
