import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/provider/messages';
import { studio } from '@/lib/site';
import esFooter from '@/messages/es/footer.json';
import enFooter from '@/messages/en/footer.json';
import itFooter from '@/messages/it/footer.json';

const templates: Record<Locale, string> = { es: esFooter.address, en: enFooter.address, it: itFooter.address };

/**
 * One wording wherever the address is shown. Server only: it reads the message files directly, as mails have no
 * next-intl request.
 */
export function studioAddress(locale: Locale): string {
  const { street, postalCode, city } = studio.address;
  return fill(templates[locale], { street, postalCode, city });
}
