import { env } from '@/lib/env';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { formatMadridDate, formatMadridTime, timeDetails } from './format';
import { manageUrl, meetingLink } from './compose-booking';
import { serviceLabel } from '@/lib/provider/service-label';
import { renderMail } from './layout';
import type { OutboxMail } from './outbox-mail';

/** An appointment as its reminder and the studio's agenda read it. */
export interface RemindedAppointment {
  id: string;
  name: string;
  email: string;
  service: string;
  lang: string;
  start: Date;
  status: 'pending' | 'confirmed';
  meetingUrl: string | null;
  timeZone: string | null;
}

const localeOf = (lang: string): Locale => (isLocale(lang) ? lang : defaultLocale);

/**
 * The visitor's reminder, in the language they booked in: when (Madrid and their own time), the call's link and the
 * manage link. Only our own words: nothing they typed.
 */
export function composeReminder(appointment: RemindedAppointment): OutboxMail {
  const locale = localeOf(appointment.lang);
  const texts = emailMessages(locale);
  const t = texts.bookingReminder;
  const c = texts.bookingConfirmation;
  const date = formatMadridDate(appointment.start, locale);
  const time = formatMadridTime(appointment.start, locale);
  const link = meetingLink(appointment.meetingUrl, locale);
  const body = renderMail({
    locale,
    greet: true,
    paragraphs: [t.intro],
    meeting: link.meeting,
    details: [
      ...timeDetails(appointment.start, locale, appointment.timeZone),
      [c.durationLabel, c.duration],
      [c.serviceLabel, serviceLabel(appointment.service, locale)],
    ],
    action: {
      intro: t.manageIntro,
      label: c.manageLabel,
      url: manageUrl({ id: appointment.id, locale, start: appointment.start }),
    },
    closing: [...link.paragraphs, c.nextSteps],
  });
  return {
    kind: 'booking-reminder',
    locale,
    to: appointment.email,
    replyTo: env.STUDIO_EMAIL,
    subject: fill(t.subject, { date, time }),
    ...body,
  };
}

/** The studio's morning agenda of a day, in Spanish as its other notices: each consultation's time, who, status. */
export function composeAgenda(day: Date, appointments: readonly RemindedAppointment[]): OutboxMail {
  const locale = defaultLocale;
  const t = emailMessages(locale).studioAgenda;
  const date = formatMadridDate(day, locale);
  const subject = appointments.length === 1 ? t.subjectOne : t.subjectMany;
  const body = renderMail({
    locale,
    paragraphs: [t.intro],
    details: appointments.map((appointment) => [
      formatMadridTime(appointment.start, locale),
      fill(t.line, {
        name: appointment.name,
        email: appointment.email,
        status: t[appointment.status],
        lang: appointment.lang.toUpperCase(),
      }),
    ]),
    action: {
      intro: t.adminIntro,
      label: t.adminLabel,
      url: new URL('/admin/appointments?view=week', env.SITE_URL).toString(),
    },
    toStudio: true,
  });
  return {
    kind: 'studio-agenda',
    locale,
    to: env.STUDIO_EMAIL,
    subject: fill(subject, { count: appointments.length, date }),
    ...body,
  };
}
