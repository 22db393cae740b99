import { env } from '@/lib/env';
import { defaultLocale } from '@/lib/i18n/locales';
import { emailMessages, fill } from '@/lib/provider/messages';
import { manageUrl, meetingLink } from './compose-booking';
import { serviceLabel } from '@/lib/provider/service-label';
import { details, updateMail, when, type ChangedAppointment } from './compose-studio-change';
import { renderMail } from './layout';
import type { OutboxMail } from './outbox-mail';

export interface MovedAppointment extends ChangedAppointment {
  name: string;
}

/**
 * The visitor moved their booking from its manage link: they get the same event at its new time (same UID, raised
 * SEQUENCE) with a manage link for the new start; the studio gets a notice in Spanish, always to STUDIO_EMAIL.
 */
export function composeVisitorMove(appointment: MovedAppointment, previousStart: Date, now: Date): OutboxMail[] {
  const { locale } = appointment;
  const texts = emailMessages(locale);
  const t = texts.bookingStudioChange;
  const c = texts.bookingConfirmation;
  const { date, time } = when(appointment.start, locale);
  const previous = when(previousStart, locale);
  const link = meetingLink(appointment.meetingUrl, locale);
  const body = renderMail({
    locale,
    greet: true,
    paragraphs: [t.visitorMovedIntro],
    details: [...details(appointment), [t.previousLabel, `${previous.date}, ${previous.label}`]],
    meeting: link.meeting,
    action: { intro: c.manageIntro, label: c.manageLabel, url: manageUrl(appointment) },
    closing: [...link.paragraphs, t.calendarUpdate],
  });
  return [
    ...updateMail(appointment, fill(t.visitorMovedSubject, { date, time }), body, now),
    notice(appointment, previousStart),
  ];
}

function notice(appointment: MovedAppointment, previousStart: Date): OutboxMail {
  const locale = defaultLocale;
  const texts = emailMessages(locale);
  const t = texts.bookingMoveNotice;
  const n = texts.bookingNotification;
  const c = texts.bookingConfirmation;
  const { date, time, label } = when(appointment.start, locale);
  const previous = when(previousStart, locale);
  const body = renderMail({
    locale,
    paragraphs: [t.intro],
    details: [
      [n.nameLabel, appointment.name],
      [n.emailLabel, appointment.email],
      [c.dateLabel, date],
      [c.timeLabel, label],
      [texts.bookingStudioChange.previousLabel, `${previous.date}, ${previous.label}`],
      [c.serviceLabel, serviceLabel(appointment.service, locale)],
      [n.languageLabel, appointment.locale.toUpperCase()],
    ],
    action: {
      intro: n.adminIntro,
      label: n.adminLabel,
      url: new URL(`/admin/appointments/${appointment.id}`, env.SITE_URL).toString(),
    },
    toStudio: true,
  });
  return {
    kind: 'booking-move-notice',
    locale,
    to: env.STUDIO_EMAIL,
    replyTo: appointment.email,
    subject: fill(t.subject, { name: appointment.name, date, time }),
    ...body,
  };
}
