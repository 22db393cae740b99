import { env } from '@/lib/env';
import { defaultLocale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/i18n/page-paths';
import type { Locale } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { calendarEvent, calendarFileName } from './compose-booking';
import { serviceLabel } from '@/lib/provider/service-label';
import { formatMadridDate, formatMadridTime } from './format';
import { buildCancellation } from './ics';
import { renderMail } from './layout';
import type { OutboxMail } from './outbox-mail';

export interface CancelledAppointment {
  id: string;
  name: string;
  email: string;
  service: string;
  start: Date;
  /** The language the visitor cancelled in: their mail is written in it. */
  locale: Locale;
  /** The appointment's sequence after the cancellation raised it: the .ics's SEQUENCE. */
  sequence: number;
}

/**
 * The visitor's cancellation, with the calendar file that removes the invitation they were sent (same UID, higher
 * SEQUENCE). Like the confirmation it carries none of the visitor's own words.
 */
function cancellation(appointment: CancelledAppointment, now: Date): OutboxMail {
  const { locale, start } = appointment;
  const texts = emailMessages(locale);
  const t = texts.bookingCancellation;
  const c = texts.bookingConfirmation;
  const date = formatMadridDate(start, locale);
  const time = formatMadridTime(start, locale);
  const bookingPage = new URL(hrefFor(locale, '/consulta-gratuita'), env.SITE_URL).toString();
  const body = renderMail({
    locale,
    greet: true,
    paragraphs: [t.intro],
    details: [
      [c.dateLabel, date],
      [c.timeLabel, `${time} (${texts.common.timeZone})`],
      [c.serviceLabel, serviceLabel(appointment.service, locale)],
    ],
    action: { intro: t.bookAgainIntro, label: t.bookAgainLabel, url: bookingPage },
    closing: [t.calendar],
  });
  return {
    kind: 'booking-cancellation',
    locale,
    to: appointment.email,
    replyTo: env.STUDIO_EMAIL,
    subject: fill(t.subject, { date, time }),
    ...body,
    calendar: {
      method: 'CANCEL',
      filename: calendarFileName(locale, true),
      content: buildCancellation(calendarEvent(appointment, now), appointment.sequence),
    },
  };
}

/** The studio's notice, in Spanish like its other notifications, always to STUDIO_EMAIL. */
function notice(appointment: CancelledAppointment): OutboxMail {
  const locale = defaultLocale;
  const texts = emailMessages(locale);
  const t = texts.bookingCancellationNotice;
  const n = texts.bookingNotification;
  const c = texts.bookingConfirmation;
  const date = formatMadridDate(appointment.start, locale);
  const time = formatMadridTime(appointment.start, locale);
  const body = renderMail({
    locale,
    paragraphs: [t.intro],
    details: [
      [n.nameLabel, appointment.name],
      [n.emailLabel, appointment.email],
      [c.dateLabel, date],
      [c.timeLabel, `${time} (${texts.common.timeZone})`],
      [c.serviceLabel, serviceLabel(appointment.service, locale)],
      [n.languageLabel, appointment.locale.toUpperCase()],
    ],
    toStudio: true,
  });
  return {
    kind: 'booking-cancellation-notice',
    locale,
    to: env.STUDIO_EMAIL,
    replyTo: appointment.email,
    subject: fill(t.subject, { name: appointment.name, date, time }),
    ...body,
  };
}

export function composeCancellationMails(appointment: CancelledAppointment, now: Date): OutboxMail[] {
  return [cancellation(appointment, now), notice(appointment)];
}
