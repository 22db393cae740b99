import type { Locale } from '@/lib/i18n/locales';

/** The service defaults to the free consultation, named in the visitor's language. */
export const FREE_CONSULTATION_SERVICE: Record<Locale, string> = {
  es: 'consulta-gratuita',
  en: 'free-consultation',
  it: 'consulenza-gratuita',
};

/** The studio's other services a visitor may name when booking; their labels live in the messages. */
export const OTHER_SERVICES = ['arquitectura', 'publicidad', 'turismo', 'nm-ia'] as const;

export type OtherService = (typeof OTHER_SERVICES)[number];

export function freeConsultationService(locale: Locale): string {
  return FREE_CONSULTATION_SERVICE[locale];
}

/** Only a service the studio offers may be booked: a slug is printed (as its label) in mail the studio sends. */
export function isBookingService(value: string): boolean {
  return (
    (OTHER_SERVICES as readonly string[]).includes(value) || Object.values(FREE_CONSULTATION_SERVICE).includes(value)
  );
}

/** One of the other services, or null for the free consultation (in any language) and anything else. */
export function otherService(value: string): OtherService | null {
  return OTHER_SERVICES.find((slug) => slug === value) ?? null;
}

/** The language a free-consultation slug was written in, or null for any other service. */
export function localeOfService(service: string | undefined): Locale | null {
  const entry = Object.entries(FREE_CONSULTATION_SERVICE).find(([, slug]) => slug === service);
  return entry ? (entry[0] as Locale) : null;
}
