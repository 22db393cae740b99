import { BOOKING_TIME_ZONE, madridDay, madridTime } from '@/lib/domain/booking-calendar';
import { escapeText, fold, utcStamp } from '@/lib/domain/ics-text';

export interface CalendarInvitation {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /** The video call's address (RFC 5545 URL), when the appointment has one. */
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp: Date;
}

// Madrid's rules since 1996: CEST from the last Sunday of March, CET from the last Sunday of October.
const MADRID_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BOOKING_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function quoteParameter(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

function localStamp(instant: Date): string {
  return `${madridDay(instant).replace(/-/g, '')}T${madridTime(instant).replace(':', '')}00`;
}

/** What an invitation says of the event: TENTATIVE while the studio has not confirmed the booking, then CONFIRMED. */
export type InvitationStatus = 'TENTATIVE' | 'CONFIRMED';

type EventKind = { method: 'REQUEST' | 'CANCEL'; status: InvitationStatus | 'CANCELLED'; sequence: number };

function buildCalendar(invitation: CalendarInvitation, kind: EventKind): string {
  const end = new Date(invitation.start.getTime() + invitation.durationMinutes * 60_000);
  // A calendar keeps no reminder for an event it removes.
  const alarm =
    kind.method === 'REQUEST'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(invitation.summary)}`,
          'TRIGGER:-PT15M',
          'END:VALARM',
        ]
      : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lumen Estudio//Reservas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${kind.method}`,
    ...MADRID_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${localStamp(invitation.start)}`,
    `DTEND;TZID=${BOOKING_TIME_ZONE}:${localStamp(end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `LOCATION:${escapeText(invitation.location)}`,
    // A URI value, not TEXT: nothing is escaped (the address was checked as https: when it was stored).
    ...(invitation.url ? [`URL:${invitation.url}`] : []),
    `ORGANIZER;CN=${quoteParameter(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE;CN=${quoteParameter(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${invitation.attendee.email}`,
    `STATUS:${kind.status}`,
    `SEQUENCE:${kind.sequence}`,
    'TRANSP:OPAQUE',
    ...alarm,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * A calendar invitation in Madrid time, with CRLF line endings, sent as a `text/calendar; method=REQUEST` part
 * (RFC 6047). Every later change of the same appointment (confirmed, moved) repeats its UID with a higher SEQUENCE
 * (the appointment's `sequence`, raised by each change), so calendar programs update the event they already hold.
 */
export function buildInvitation(
  invitation: CalendarInvitation,
  { sequence, status }: { sequence: number; status: InvitationStatus },
): string {
  return buildCalendar(invitation, { method: 'REQUEST', status, sequence });
}

/**
 * The cancellation of an invitation (RFC 5546 §3.2.5): the same UID, so the visitor's calendar removes the event it
 * added, with the SEQUENCE the cancellation raised the appointment to, higher than any invitation sent before it.
 */
export function buildCancellation(invitation: CalendarInvitation, sequence: number): string {
  return buildCalendar(invitation, { method: 'CANCEL', status: 'CANCELLED', sequence });
}

/** An appointment's status as its invitation states it. */
export function invitationStatus(status: 'pending' | 'confirmed'): InvitationStatus {
  return status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE';
}
