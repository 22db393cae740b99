/** Pure language facts: no Next, no React, so the proxy, the domain and tests share them. */
export const locales = ['es', 'en', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The region each language's dates and times are written for: the studio is in Spain, so English reads British
 * ("Thursday, 10 December"), as in the calendar and the e-mails, not American. Any other code passes through.
 */
const INTL_REGIONS: Record<Locale, string> = { es: 'es-ES', en: 'en-GB', it: 'it-IT' };

export function intlLocale(locale: string): string {
  return isLocale(locale) ? INTL_REGIONS[locale] : locale;
}

const REGION_SUFFIXED = /^[a-z]{2}[-_][a-z0-9]{2,8}$/i;

/** Whether a code is a language with a region suffix (en-GB, it_IT), supported or not. */
export function hasRegionSuffix(code: string): boolean {
  return REGION_SUFFIXED.test(code);
}

/** The supported language a code names once any region suffix is removed (en-GB → en); null when it names none. */
export function supportedBase(code: string): Locale | null {
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** A language code with a region suffix is reduced to its base; an unsupported one falls back to es. */
export function normalizeLocale(code: string | null | undefined): Locale {
  return supportedBase(code ?? '') ?? defaultLocale;
}

/** Picks the first supported language of an Accept-Language header, by quality; null when none is supported. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = supportedBase(tag);
    if (base) return base;
  }
  return null;
}

/** Cookie and local-storage key under which the chosen language is stored, and the cookie's lifetime. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
