import { locales, type Locale } from '@/lib/i18n/locales';
import type { LegalPageDoc } from '@/lib/legal/tree';
import legalPages from './legal-pages.json';
import { inLanguage, withRowIds } from './localized-tree';
import { PUBLISHED, published, type Seeder } from './seeders';

type SeedValue = string | number | boolean | null | SeedValue[] | { [key: string]: SeedValue };

export type LegalSeedEntry = SeedValue & { document: LegalPageDoc['document'] };
export const legalSeed = legalPages as unknown as LegalSeedEntry[];

/** A seed document as the back office reads it in one language (what the page shows when the document is missing). */
export const legalSeedInLanguage = (entry: LegalSeedEntry, lang: Locale): LegalPageDoc =>
  inLanguage(entry, lang) as LegalPageDoc;

/** The legal pages: the four documents, every language (cms/seed/legal-pages.json). */
export const legalPagesSeeder: Seeder = {
  key: 'seed:legal-pages',
  async run(payload, context) {
    let imported = 0;
    for (const entry of legalSeed) {
      const existing = await payload.find({
        collection: 'legal-pages',
        where: { document: { equals: entry.document } },
        limit: 1,
        depth: 0,
        pagination: false,
      });
      if (existing.docs.length) continue;
      const created = await payload.create({
        collection: 'legal-pages',
        locale: 'es',
        data: published(inLanguage(entry, 'es')) as never,
        context,
        depth: 0,
      });
      for (const lang of locales.filter((code) => code !== 'es')) {
        // Which page a document is was set on creation and never changes.
        const texts = withRowIds(inLanguage(entry, lang), created) as Record<string, SeedValue>;
        delete texts.document;
        await payload.update({
          collection: 'legal-pages',
          id: created.id,
          locale: lang,
          data: { ...texts, ...PUBLISHED } as never,
          context,
          depth: 0,
        });
      }
      imported++;
    }
    return imported;
  },
};
