import type { Locale } from '@/lib/i18n/locales';
import esErrors from '@/messages/es/errors.json';
import enErrors from '@/messages/en/errors.json';
import itErrors from '@/messages/it/errors.json';
import esEmail from '@/messages/es/email.json';
import enEmail from '@/messages/en/email.json';
import itEmail from '@/messages/it/email.json';
import esBooking from '@/messages/es/booking.json';
import enBooking from '@/messages/en/booking.json';
import itBooking from '@/messages/it/booking.json';

/**
 * The visitor-facing texts of the API, the server actions and the e-mails. Route handlers, the outbox and tests run
 * without a next-intl request context, so they read the same message files directly; Spanish is the reference type.
 */
export type ErrorMessages = typeof esErrors;
export type EmailMessages = typeof esEmail;
export type ManageMessages = typeof esBooking.manage;
export type ServiceNames = typeof esBooking.form.services;

const errorCatalogue: Record<Locale, ErrorMessages> = { es: esErrors, en: enErrors, it: itErrors };
const emailCatalogue: Record<Locale, EmailMessages> = { es: esEmail, en: enEmail, it: itEmail };
const manageCatalogue: Record<Locale, ManageMessages> = {
  es: esBooking.manage,
  en: enBooking.manage,
  it: itBooking.manage,
};
const serviceCatalogue: Record<Locale, ServiceNames> = {
  es: esBooking.form.services,
  en: enBooking.form.services,
  it: itBooking.form.services,
};

export function errorMessages(locale: Locale): ErrorMessages {
  return errorCatalogue[locale];
}

export function emailMessages(locale: Locale): EmailMessages {
  return emailCatalogue[locale];
}

/** The manage page's texts, which the API's answers about a manage link repeat. */
export function manageMessages(locale: Locale): ManageMessages {
  return manageCatalogue[locale];
}

/**
 * The services' names, one per language: the booking form's, which the manage page, the mails, the calendar files and
 * the back office all repeat.
 */
export function serviceNames(locale: Locale): ServiceNames {
  return serviceCatalogue[locale];
}

/** Fills `{name}` placeholders; a placeholder without a value is left as written so a gap is visible, not silent. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
