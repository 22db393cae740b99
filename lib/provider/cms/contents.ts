import type { ContentEntry, ContentQuery } from '@/lib/provider/contract';
import { cms } from '.';
import { readMode, type PreviewSession } from './preview';

/** More entries than any section has; the list is bounded whatever the store holds. */
const MAX_ENTRIES_PER_SECTION = 50;

/**
 * A page section's entries in one language, in the contract's shape (`/api/contents` serves them unchanged), read as
 * an anonymous visitor would (overrideAccess: false), or, for an editor previewing, their latest drafts with their
 * rights (lib/provider/cms/preview.ts). An empty translation falls back to the Spanish text.
 */
export async function readContents(
  { page, section, lang }: ContentQuery,
  editor: PreviewSession | null = null,
): Promise<ContentEntry[]> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'contents',
    where: { and: [{ page: { equals: page } }, { section: { equals: section } }] },
    locale: lang,
    fallbackLocale: 'es',
    sort: ['order', 'createdAt'],
    limit: MAX_ENTRIES_PER_SECTION,
    depth: 0,
    ...readMode(editor),
  });
  return docs.map((doc) => {
    const entry = doc;
    return {
      id: entry.entryId,
      title: entry.title ?? '',
      description: entry.description ?? '',
      ...(entry.content ? { content: entry.content } : {}),
    };
  });
}
