import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/provider/messages';
import { studio } from '@/lib/site';
import esFooter from '@/messages/es/footer.json';
import enFooter from '@/messages/en/footer.json';
import itFooter from '@/messages/it/footer.json';

const templates: Record<Locale, string> = { es: esFooter.address, en: enFooter.address, it: itFooter.address };

/**
 * The studio's address in a language, one line, the same wherever it is shown: footer, contact block, legal pages,
 * e-mails and PDF guides ('Carrer de Sueca, 31, ground floor, 46006 València, Spain'). The facts (street, postcode,
 * city) are the studio's details in lib/site.ts; each language words the floor and the country in its footer messages.
 * Server code only: it reads the message files directly, as the mails do without a next-intl request.
 */
export function studioAddress(locale: Locale): string {
  const { street, postalCode, city } = studio.address;
  return fill(templates[locale], { street, postalCode, city });
}
