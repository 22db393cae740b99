import { locales } from '@/lib/i18n/locales';
import contents from './contents.json';
import { PUBLISHED, type Seeder } from './seeders';

type Localized = Record<(typeof locales)[number], string>;
type SeedEntry = {
  entryId: string;
  page: string;
  section: string;
  order: number;
  title: Localized;
  description: Localized;
  content?: Localized;
};

/** Page texts: every language of every entry (cms/seed/contents.json). */
export const contentsSeeder: Seeder = {
  key: 'seed:contents',
  async run(payload, context) {
    let imported = 0;
    for (const entry of contents as SeedEntry[]) {
      const existing = await payload.find({
        collection: 'contents',
        where: { entryId: { equals: entry.entryId } },
        limit: 1,
        depth: 0,
        pagination: false,
      });
      if (existing.docs.length) continue;
      const base = { entryId: entry.entryId, page: entry.page, section: entry.section, order: entry.order } as const;
      const created = await payload.create({
        collection: 'contents',
        locale: 'es',
        data: {
          ...base,
          title: entry.title.es,
          description: entry.description.es,
          content: entry.content?.es,
          ...PUBLISHED,
        } as never,
        context,
        depth: 0,
      });
      for (const lang of locales.filter((code) => code !== 'es')) {
        await payload.update({
          collection: 'contents',
          id: created.id,
          locale: lang,
          data: {
            title: entry.title[lang],
            description: entry.description[lang],
            content: entry.content?.[lang],
            ...PUBLISHED,
          } as never,
          context,
          depth: 0,
        });
      }
      imported++;
    }
    return imported;
  },
};
