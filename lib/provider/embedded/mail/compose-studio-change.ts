import { env } from '@/lib/env';
import { hrefFor } from '@/lib/i18n/page-paths';
import type { Locale } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { calendarEvent, calendarFileName, manageUrl, meetingLink } from './compose-booking';
import { serviceLabel } from '@/lib/provider/service-label';
import { formatMadridDate, formatMadridTime, timeDetails } from './format';
import { buildCancellation, buildInvitation, invitationStatus } from './ics';
import { renderMail } from './layout';
import type { OutboxMail } from './outbox-mail';

type MailText = ReturnType<typeof renderMail>;

/** An appointment as the studio just changed it: its sequence is already the raised one. */
export interface ChangedAppointment {
  id: string;
  email: string;
  service: string;
  /** The language the visitor booked in: every mail about the booking is written in it. */
  locale: Locale;
  start: Date;
  sequence: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  /** Where the video call happens; null for an older booking without one. */
  meetingUrl: string | null;
  /** The visitor's own zone, for their clock's time beside Madrid's; null or absent when unknown. */
  timeZone?: string | null;
}

export function when(start: Date, locale: Locale) {
  const texts = emailMessages(locale);
  const date = formatMadridDate(start, locale);
  const time = formatMadridTime(start, locale);
  return { date, time, label: `${time} (${texts.common.timeZone})` };
}

export function details(appointment: ChangedAppointment): [string, string][] {
  const texts = emailMessages(appointment.locale);
  const c = texts.bookingConfirmation;
  return [
    ...timeDetails(appointment.start, appointment.locale, appointment.timeZone),
    [c.durationLabel, c.duration],
    [c.serviceLabel, serviceLabel(appointment.service, appointment.locale)],
  ];
}

/** The invitation that updates the event the visitor's calendar holds: same UID, the raised SEQUENCE. */
function invitation(appointment: ChangedAppointment, now: Date): OutboxMail['calendar'] {
  if (appointment.status === 'cancelled') throw new Error('a cancelled appointment has no invitation');
  return {
    method: 'REQUEST',
    filename: calendarFileName(appointment.locale),
    content: buildInvitation(calendarEvent(appointment, now), {
      sequence: appointment.sequence,
      status: invitationStatus(appointment.status),
    }),
  };
}

/** A visitor's mail about their booking's change, with the invitation that updates the event they hold. */
export function updateMail(appointment: ChangedAppointment, subject: string, body: MailText, now: Date): OutboxMail[] {
  const { locale, email: to } = appointment;
  const calendar = invitation(appointment, now);
  return [{ kind: 'booking-update', locale, to, replyTo: env.STUDIO_EMAIL, subject, ...body, calendar }];
}

/**
 * The studio confirmed the booking: the visitor's calendar event becomes CONFIRMED. Like every mail to a visitor it
 * carries none of their own words, and their manage link.
 */
export function composeStudioConfirmation(appointment: ChangedAppointment, now: Date): OutboxMail[] {
  const { locale } = appointment;
  const texts = emailMessages(locale);
  const t = texts.bookingStudioChange;
  const c = texts.bookingConfirmation;
  const { date, time } = when(appointment.start, locale);
  const body = renderMail({
    locale,
    greet: true,
    paragraphs: [t.confirmedIntro],
    details: details(appointment),
    meeting: meetingLink(appointment.meetingUrl, locale).meeting,
    action: { intro: c.manageIntro, label: c.manageLabel, url: manageUrl(appointment) },
    closing: [...meetingLink(appointment.meetingUrl, locale).paragraphs, c.nextSteps, t.calendarUpdate, c.changes],
  });
  return updateMail(appointment, fill(t.confirmedSubject, { date, time }), body, now);
}

/**
 * The studio moved the booking: the same event at its new time, and a manage link signed for the new start (the one
 * the visitor already has keeps working as well: lib/provider/embedded/manage-booking.ts).
 */
export function composeStudioReschedule(appointment: ChangedAppointment, previousStart: Date, now: Date): OutboxMail[] {
  const { locale } = appointment;
  const texts = emailMessages(locale);
  const t = texts.bookingStudioChange;
  const c = texts.bookingConfirmation;
  const { date, time } = when(appointment.start, locale);
  const previous = when(previousStart, locale);
  const body = renderMail({
    locale,
    greet: true,
    paragraphs: [t.rescheduledIntro],
    details: [...details(appointment), [t.previousLabel, `${previous.date}, ${previous.label}`]],
    meeting: meetingLink(appointment.meetingUrl, locale).meeting,
    action: { intro: c.manageIntro, label: c.manageLabel, url: manageUrl(appointment) },
    closing: [...meetingLink(appointment.meetingUrl, locale).paragraphs, t.calendarUpdate, c.changes],
  });
  return updateMail(appointment, fill(t.rescheduledSubject, { date, time }), body, now);
}

/** The studio gave the appointment another video-call address: the same event, updated, with the new link. */
export function composeStudioMeetingChange(appointment: ChangedAppointment, now: Date): OutboxMail[] {
  const { locale } = appointment;
  const texts = emailMessages(locale);
  const t = texts.bookingStudioChange;
  const c = texts.bookingConfirmation;
  const { date, time } = when(appointment.start, locale);
  const body = renderMail({
    locale,
    greet: true,
    paragraphs: [t.meetingIntro],
    details: details(appointment),
    meeting: meetingLink(appointment.meetingUrl, locale).meeting,
    action: { intro: c.manageIntro, label: c.manageLabel, url: manageUrl(appointment) },
    closing: [t.calendarUpdate, c.changes],
  });
  return updateMail(appointment, fill(t.meetingSubject, { date, time }), body, now);
}

/**
 * The studio cancelled the booking, with the reason the owner wrote (the studio's own words, never the visitor's):
 * METHOD:CANCEL for the same event, and a link to book again.
 */
export function composeStudioCancellation(
  appointment: ChangedAppointment,
  reason: string | null,
  now: Date,
): OutboxMail[] {
  const { locale } = appointment;
  const texts = emailMessages(locale);
  const t = texts.bookingStudioChange;
  const x = texts.bookingCancellation;
  const { date, time } = when(appointment.start, locale);
  const body = renderMail({
    locale,
    greet: true,
    paragraphs: [t.cancelledIntro],
    details: [
      ...details(appointment).filter(([label]) => label !== texts.bookingConfirmation.durationLabel),
      ...(reason ? [[t.reasonLabel, reason] as [string, string]] : []),
    ],
    action: {
      intro: x.bookAgainIntro,
      label: x.bookAgainLabel,
      url: new URL(hrefFor(locale, '/consulta-gratuita'), env.SITE_URL).toString(),
    },
    closing: [t.calendarCancel],
  });
  return [
    {
      kind: 'booking-cancellation',
      locale,
      to: appointment.email,
      replyTo: env.STUDIO_EMAIL,
      subject: fill(t.cancelledSubject, { date, time }),
      ...body,
      calendar: {
        method: 'CANCEL',
        filename: calendarFileName(locale, true),
        content: buildCancellation(calendarEvent(appointment, now), appointment.sequence),
      },
    },
  ];
}
