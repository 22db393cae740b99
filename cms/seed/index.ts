import type { Payload } from 'payload';
import { locales } from '@/lib/i18n/locales';
import { SKIP_REVALIDATE } from '../hooks/revalidate';
import contents from './contents.json';

/** The KV key that records the import: once done it is never repeated, so an entry the studio deleted stays deleted. */
export const CONTENTS_SEEDED_KEY = 'seed:contents';

type Localized = Record<(typeof locales)[number], string>;
type SeedEntry = { entryId: string; page: string; section: string; order: number; title: Localized; description: Localized; content?: Localized };

/**
 * Imports today's content (cms/seed/*.json) into the back office, once: every language of every entry. An entry that
 * already exists (same entryId) is left as it is, so an interrupted import finishes on the next start.
 */
export async function seedCms(payload: Payload): Promise<{ imported: number }> {
  if (await payload.kv.has(CONTENTS_SEEDED_KEY)) return { imported: 0 };
  let imported = 0;
  const context = { [SKIP_REVALIDATE]: true };
  for (const entry of contents as SeedEntry[]) {
    const existing = await payload.find({ collection: 'contents', where: { entryId: { equals: entry.entryId } }, limit: 1, depth: 0, pagination: false });
    if (existing.docs.length) continue;
    const base = { entryId: entry.entryId, page: entry.page, section: entry.section, order: entry.order } as const;
    const created = await payload.create({
      collection: 'contents',
      locale: 'es',
      data: { ...base, title: entry.title.es, description: entry.description.es, content: entry.content?.es } as never,
      context,
      depth: 0,
    });
    for (const lang of locales.filter((code) => code !== 'es')) {
      await payload.update({
        collection: 'contents',
        id: created.id,
        locale: lang,
        data: { title: entry.title[lang], description: entry.description[lang], content: entry.content?.[lang] } as never,
        context,
        depth: 0,
      });
    }
    imported++;
  }
  await payload.kv.set(CONTENTS_SEEDED_KEY, { at: new Date().toISOString(), entries: contents.length });
  return { imported };
}
