import { getMessages, getTranslations } from 'next-intl/server';
import { OTHER_SERVICES, freeConsultationService } from '@/lib/domain/booking-services';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { BookingTexts } from './booking-texts-context';

type Tree = { [key: string]: string | Tree };
type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Every message of a namespace formatted here on the server, so that the browser carries no message formatter: a
 * message with arguments keeps them as `{name}` markers (formatted with the marker as the argument's value, so ICU's
 * quoting is already applied), which fillText (booking-texts-context.tsx) replaces. Plural and select messages are
 * not used by the booking islands and are left out.
 */
function formatAll<T>(raw: T, t: Translate, prefix = ''): T {
  const out: Tree = {};
  for (const [key, value] of Object.entries(raw as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') {
      out[key] = formatAll(value, t, path);
      continue;
    }
    if (/\{\s*\w+\s*,/.test(value)) continue;
    const names = [...value.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1] ?? '');
    out[key] = t(path, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
  }
  return out as T;
}

/**
 * The booking islands' texts (form, calendar, answers, dialog and the browser's validation messages), as plain strings.
 */
export async function bookingTexts(locale: Locale): Promise<BookingTexts> {
  const [booking, validation, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'booking' }),
    getTranslations({ locale, namespace: 'errors.validation' }),
    getMessages({ locale }) as Promise<unknown> as Promise<Messages>,
  ]);
  const t = booking as unknown as Translate;
  const form = formatAll(messages.booking.form, t, 'form');
  return {
    form,
    services: [
      { value: freeConsultationService(locale), label: form.services.free },
      ...OTHER_SERVICES.map((service) => ({ value: service, label: form.services[service] })),
    ],
    calendar: formatAll(messages.booking.calendar, t, 'calendar'),
    result: formatAll(messages.booking.result, t, 'result'),
    dialog: formatAll(messages.booking.dialog, t, 'dialog'),
    validation: formatAll(messages.errors.validation, validation as unknown as Translate),
  };
}
