import { defaultLocale, locales } from '@/lib/i18n/locales';

/** The back office edits in the site's languages; an empty translation falls back to Spanish. */
export const DEFAULT_CMS_LOCALE = defaultLocale;
export const CMS_LOCALES = locales;
