import type { Locale } from '@/lib/i18n/locales';

/** The studio charges in euros. */
export const PRICE_CURRENCY = 'EUR';

/**
 * A plan's price as each language writes it: "199 €" in Spanish and Italian, "€199" in English, whole euros (the
 * plans are priced in whole euros; a price with cents shows them).
 */
export function formatPlanPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: PRICE_CURRENCY,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
