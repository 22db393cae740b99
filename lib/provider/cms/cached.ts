import { unstable_cache } from 'next/cache';
import { CONTENTS_TAG, cmsTag } from '@/lib/provider/content-tags';
import type { Locale } from '@/lib/i18n/locales';
import { publishedOrDraft, type PreviewSession } from './preview';

/**
 * A back-office read as pages make it: through Next's data cache, tagged with the collection (or global) and the
 * language, so that a page view never queries the CMS store and the collection's hooks (cms/hooks/revalidate.ts)
 * expire exactly what changed. A collection whose hooks expire finer tags (one legal document) passes its own.
 *
 * `read(null)` reads what visitors see; for an editor previewing (lib/provider/cms/preview.ts) `read(editor)` reads
 * their drafts, outside the cache.
 */
export function cachedCmsRead<T>(
  slug: string,
  lang: Locale,
  read: (editor: PreviewSession | null) => Promise<T>,
  keyParts: string[] = [],
  tag = cmsTag(slug, lang),
): Promise<T> {
  return publishedOrDraft(
    () => unstable_cache(() => read(null), ['cms', slug, lang, ...keyParts], { tags: [CONTENTS_TAG, tag] })(),
    read,
  );
}
