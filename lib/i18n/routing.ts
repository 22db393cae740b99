import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LANGUAGE_COOKIE_MAX_AGE_SECONDS, LANGUAGE_STORAGE_KEY, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // Each page declares its hreflang alternates in its metadata (lib/seo.ts); a second set in Link headers would
  // disagree.
  alternateLinks: false,
  localeCookie: { name: LANGUAGE_STORAGE_KEY, maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' },
  pathnames: {
    '/': '/',
    '/arquitectura': '/arquitectura',
    '/publicidad': '/publicidad',
    '/turismo': '/turismo',
    '/nm-ia': '/nm-ia',
    '/servicios': '/servicios',
    '/consulta-gratuita': {
      es: '/consulta-gratuita',
      en: '/free-consultation',
      it: '/consulenza-gratuita',
    },
    '/terms-and-conditions': '/terms-and-conditions',
    '/legal-notice': '/legal-notice',
    '/privacy-policy': '/privacy-policy',
    '/cookie-policy': '/cookie-policy',
    // The visitor's own booking, opened by the signed link of their confirmation e-mail: never listed or indexed.
    '/mi-reserva/[token]': {
      es: '/mi-reserva/[token]',
      en: '/my-booking/[token]',
      it: '/la-mia-prenotazione/[token]',
    },
  },
});

export type AppPathname = keyof typeof routing.pathnames;

/** The pages anyone may find (sitemap, hreflang, budgets): every one but those opened with a private token. */
export type PublicPathname = Exclude<AppPathname, `${string}[${string}]${string}`>;

export function isPublicPathname(href: AppPathname): href is PublicPathname {
  return !href.includes('[');
}
