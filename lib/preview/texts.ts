import en from '@/messages/en/preview.json';
import es from '@/messages/es/preview.json';
import it from '@/messages/it/preview.json';
import type { Locale } from '@/lib/i18n/locales';

export type PreviewTexts = typeof es;

const texts: Record<Locale, PreviewTexts> = { es, en, it };

/** The preview's texts in one language (messages/<locale>/preview.json), for the routes, which render no page. */
export function previewTexts(locale: Locale): PreviewTexts {
  return texts[locale];
}
