/** Pure language facts (spec §4, §9): no Next, no React, so the proxy, the domain and tests share them. */
export const locales = ['es', 'en', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A language code with a region suffix is reduced to its base; an unsupported one falls back to es. */
export function normalizeLocale(code: string | null | undefined): Locale {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : defaultLocale;
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
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** Cookie and local-storage key under which the chosen language is stored (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
