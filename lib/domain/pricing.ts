import type { Locale } from '@/lib/i18n/locales';

export const PRICE_CURRENCY = 'EUR';

/** Intl places the symbol as each language writes it; cents show only when a price has them. */
export function formatPlanPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: PRICE_CURRENCY,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
