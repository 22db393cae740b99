import { CONSULTATION_MINUTES } from '@/lib/domain/booking-slots';
import { env } from '@/lib/env';
import { defaultLocale } from '@/lib/i18n/locales';
import { manageBookingPath } from '@/lib/i18n/page-paths';
import type { Locale } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { serviceLabel } from '@/lib/provider/service-label';
import { studio } from '@/lib/site';
import { formatMadridDate, formatMadridTime, timeDetails } from './format';
import { signManageToken } from '../manage-token';
import { buildInvitation, type CalendarInvitation } from './ics';
import { renderMail, type MailBody } from './layout';
import type { OutboxMail } from './outbox-mail';

export interface BookedAppointment {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  notifyEmail?: string;
  locale: Locale;
  start: Date;
  status: 'pending' | 'confirmed';
  /** Where the video call happens; null when none is known yet (the studio sends it). */
  meetingUrl: string | null;
  /** The visitor's IANA zone as their browser reported it, for their own clock's time beside Madrid's. */
  timeZone?: string | null;
}

/** The invitation's file name in the reader's language ('consultation-lumen-estudio.ics'), or its cancellation's. */
export function calendarFileName(locale: Locale, cancelled = false): string {
  const { common } = emailMessages(locale);
  return `${cancelled ? common.cancelledCalendarFileName : common.calendarFileName}.ics`;
}

/**
 * The calendar event of a booking; its cancellation repeats it with the same UID. It goes to the visitor, so it holds
 * only our own words: the attendee is named by the address the invitation is sent to.
 */
export function calendarEvent(
  appointment: Pick<BookedAppointment, 'id' | 'email' | 'locale' | 'start'> & { meetingUrl?: string | null },
  now: Date,
): CalendarInvitation {
  const t = emailMessages(appointment.locale).bookingConfirmation;
  const { meetingUrl } = appointment;
  const description = [
    t.eventDescription,
    // Null: a booking from before the links (the studio sends one); undefined: a cancellation, which needs none.
    ...(meetingUrl ? [fill(t.eventMeeting, { url: meetingUrl })] : meetingUrl === null ? [t.meetingLater] : []),
    fill(t.eventManage, { url: manageUrl(appointment) }),
  ].join('\n');
  return {
    uid: `${appointment.id}@lumenestudio.es`,
    start: appointment.start,
    durationMinutes: CONSULTATION_MINUTES,
    summary: t.eventSummary,
    description,
    location: meetingUrl ?? t.eventLocation,
    ...(meetingUrl ? { url: meetingUrl } : {}),
    organizer: { name: studio.brand, email: env.STUDIO_EMAIL },
    attendee: { name: appointment.email, email: appointment.email },
    stamp: now,
  };
}

/** The video call's link as a mail shows it, or, without one yet, the line saying the studio sends it. */
export function meetingLink(
  meetingUrl: string | null | undefined,
  locale: Locale,
): Pick<MailBody, 'meeting' | 'paragraphs'> {
  const t = emailMessages(locale).bookingConfirmation;
  return meetingUrl
    ? { meeting: { intro: t.meetingIntro, label: t.meetingLabel, url: meetingUrl }, paragraphs: [] }
    : { paragraphs: [t.meetingLater] };
}

/** The visitor's manage link: valid until the appointment starts. */
export function manageUrl(appointment: Pick<BookedAppointment, 'id' | 'locale' | 'start'>): string {
  return new URL(
    manageBookingPath(appointment.locale, signManageToken(appointment.id, appointment.start)),
    env.SITE_URL,
  ).toString();
}

function confirmation(appointment: BookedAppointment, now: Date): OutboxMail {
  const { locale, start } = appointment;
  const texts = emailMessages(locale);
  const t = texts.bookingConfirmation;
  const date = formatMadridDate(start, locale);
  const time = formatMadridTime(start, locale);
  // A new booking waits for the studio's confirmation, TENTATIVE until then, unless the studio confirms automatically.
  const confirmed = appointment.status === 'confirmed';
  const invitation = buildInvitation(calendarEvent(appointment, now), {
    sequence: 0,
    status: confirmed ? 'CONFIRMED' : 'TENTATIVE',
  });
  const link = meetingLink(appointment.meetingUrl, locale);
  const body = renderMail({
    locale,
    // The visitor's own words stay with the studio's notification: this goes to an address nobody has confirmed.
    greet: true,
    paragraphs: [confirmed ? t.introConfirmed : t.intro],
    meeting: link.meeting,
    details: [
      ...timeDetails(start, locale, appointment.timeZone),
      [t.durationLabel, t.duration],
      [t.serviceLabel, serviceLabel(appointment.service, locale)],
    ],
    action: { intro: t.manageIntro, label: t.manageLabel, url: manageUrl(appointment) },
    closing: [...link.paragraphs, t.nextSteps, t.calendar, t.changes],
  });
  return {
    kind: 'booking-confirmation',
    locale,
    to: appointment.email,
    replyTo: env.STUDIO_EMAIL,
    subject: fill(t.subject, { date, time }),
    ...body,
    calendar: { method: 'REQUEST', filename: calendarFileName(locale), content: invitation },
  };
}

/**
 * The studio works in Spanish, so its own notification is written in Spanish whatever the visitor's language. It always
 * goes to STUDIO_EMAIL: the payload's notifyEmail is stored, never mailed, or anyone could make the site send
 * studio-branded mail to any address.
 */
function notification(appointment: BookedAppointment): OutboxMail {
  const locale = defaultLocale;
  const texts = emailMessages(locale);
  const t = texts.bookingNotification;
  const c = texts.bookingConfirmation;
  const date = formatMadridDate(appointment.start, locale);
  const time = formatMadridTime(appointment.start, locale);
  const body = renderMail({
    locale,
    paragraphs: [appointment.status === 'confirmed' ? t.introConfirmed : t.intro],
    details: [
      [t.nameLabel, appointment.name],
      [t.emailLabel, appointment.email],
      [t.phoneLabel, appointment.phone || t.none],
      [c.dateLabel, date],
      [c.timeLabel, `${time} (${texts.common.timeZone})`],
      [c.serviceLabel, serviceLabel(appointment.service, locale)],
      [t.languageLabel, appointment.locale.toUpperCase()],
      ...(appointment.meetingUrl ? [[t.meetingLabel, appointment.meetingUrl] as [string, string]] : []),
    ],
    quote: appointment.message ? { title: t.messageLabel, text: appointment.message } : undefined,
    action: {
      intro: t.adminIntro,
      label: t.adminLabel,
      url: new URL(`/admin/appointments/${appointment.id}`, env.SITE_URL).toString(),
    },
    toStudio: true,
  });
  return {
    kind: 'booking-notification',
    locale,
    to: env.STUDIO_EMAIL,
    replyTo: appointment.email,
    subject: fill(t.subject, { name: appointment.name, date, time }),
    ...body,
  };
}

/** The visitor's confirmation with its calendar invitation, and the studio's notification unless it is held back. */
export function composeBookingMails(
  appointment: BookedAppointment,
  now: Date,
  { notifyStudio = true } = {},
): OutboxMail[] {
  return notifyStudio ? [confirmation(appointment, now), notification(appointment)] : [confirmation(appointment, now)];
}
