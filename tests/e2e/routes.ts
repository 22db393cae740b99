import { locales, type Locale } from '@/lib/i18n/locales';

/** Every page of the spec's route table, as each language spells it. */
export const pagePaths: Record<Locale, string[]> = {
  es: [
    '',
    '/arquitectura',
    '/publicidad',
    '/turismo',
    '/nm-ia',
    '/servicios',
    '/consulta-gratuita',
    '/terms-and-conditions',
    '/legal-notice',
    '/privacy-policy',
    '/cookie-policy',
  ],
  en: [
    '',
    '/arquitectura',
    '/publicidad',
    '/turismo',
    '/nm-ia',
    '/servicios',
    '/free-consultation',
    '/terms-and-conditions',
    '/legal-notice',
    '/privacy-policy',
    '/cookie-policy',
  ],
  it: [
    '',
    '/arquitectura',
    '/publicidad',
    '/turismo',
    '/nm-ia',
    '/servicios',
    '/consulenza-gratuita',
    '/terms-and-conditions',
    '/legal-notice',
    '/privacy-policy',
    '/cookie-policy',
  ],
};

export const allPages = locales.flatMap((locale) =>
  pagePaths[locale].map((path) => ({ locale, url: `/${locale}${path}` })),
);
