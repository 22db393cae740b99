import type { Locale } from '@/lib/i18n/locales';

/** Spec §5: the service defaults to the free consultation, named in the visitor's language. */
export const FREE_CONSULTATION_SERVICE: Record<Locale, string> = {
  es: 'consulta-gratuita',
  en: 'free-consultation',
  it: 'consulenza-gratuita',
};

export function freeConsultationService(locale: Locale): string {
  return FREE_CONSULTATION_SERVICE[locale];
}

/** The language a free-consultation slug was written in, or null for any other service. */
export function localeOfService(service: string | undefined): Locale | null {
  const entry = Object.entries(FREE_CONSULTATION_SERVICE).find(([, slug]) => slug === service);
  return entry ? (entry[0] as Locale) : null;
}

