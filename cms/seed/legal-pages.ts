import { locales, type Locale } from '@/lib/i18n/locales';
import type { LegalPageDoc } from '@/lib/legal/tree';
import legalPages from './legal-pages.json';
import type { Seeder } from './seeders';

type SeedValue = string | number | boolean | null | SeedValue[] | { [key: string]: SeedValue };
type WithId = { id?: string | null };

const isLocalized = (value: object): value is Record<Locale, string> => locales.every((lang) => lang in value) && Object.keys(value).length === locales.length;

/**
 * The seed document in one language: every { es, en, it } text becomes that language's text. With `saved` (the
 * document as created), each row of every array and block list gets the id Payload gave it, so that writing the other
 * languages fills the same rows instead of replacing the structure the three languages share.
 */
function inLanguage(value: SeedValue, lang: Locale, saved?: unknown): SeedValue {
  if (Array.isArray(value)) {
    const rows = Array.isArray(saved) ? (saved as WithId[]) : [];
    return value.map((row, index) => {
      const localized = inLanguage(row, lang, rows[index]);
      const id = rows[index]?.id;
      return id && typeof localized === 'object' && localized !== null && !Array.isArray(localized) ? { ...localized, id } : localized;
    });
  }
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalized(value)) return value[lang];
  const savedObject = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inLanguage(inner, lang, savedObject[key])]));
}

export type LegalSeedEntry = SeedValue & { document: LegalPageDoc['document'] };
export const legalSeed = legalPages as unknown as LegalSeedEntry[];

/** A seed document as the back office reads it in one language (what the page shows when the document is missing). */
export const legalSeedInLanguage = (entry: LegalSeedEntry, lang: Locale): LegalPageDoc => inLanguage(entry, lang) as unknown as LegalPageDoc;

/** The legal pages: the four documents, every language (cms/seed/legal-pages.json). */
export const legalPagesSeeder: Seeder = {
  key: 'seed:legal-pages',
  async run(payload, context) {
    let imported = 0;
    for (const entry of legalSeed) {
      const existing = await payload.find({ collection: 'legal-pages', where: { document: { equals: entry.document } }, limit: 1, depth: 0, pagination: false });
      if (existing.docs.length) continue;
      const created = await payload.create({ collection: 'legal-pages', locale: 'es', data: inLanguage(entry, 'es') as never, context, depth: 0 });
      for (const lang of locales.filter((code) => code !== 'es')) {
        // Which page a document is was set on creation and never changes.
        const texts = inLanguage(entry, lang, created) as Record<string, SeedValue>;
        delete texts.document;
        await payload.update({ collection: 'legal-pages', id: created.id, locale: lang, data: texts as never, context, depth: 0 });
      }
      imported++;
    }
    return imported;
  },
};
