import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentEntry, ContentPage, ContentQuery, ContentSection } from '@/lib/provider/contract';
import { getContents, previewContents, publishedOrDraft } from '@/lib/provider';
import { CONTENTS_TAG, contentTag } from '@/lib/provider/content-tags';

export { CONTENTS_TAG } from '@/lib/provider/content-tags';

/** Tagged per page and language so an edit expires only what shows it; an editor's preview reads drafts, uncached. */
const cachedContents = (query: ContentQuery): Promise<ContentEntry[]> =>
  publishedOrDraft(
    () =>
      unstable_cache(() => getContents(query), ['provider-contents', query.page, query.section, query.lang], {
        tags: [CONTENTS_TAG, contentTag(query.page, query.lang)],
      })(),
    (editor) => previewContents(query, editor),
  );

type ContentReader = (query: ContentQuery) => Promise<ContentEntry[]>;

async function firstEntry(read: ContentReader, { page, section, lang }: ContentQuery): Promise<ContentEntry | null> {
  try {
    const [first] = await read({ page, section, lang });
    return first ?? null;
  } catch (error) {
    console.error(`[content] ${page}/${section}/${lang} could not be loaded`, error);
    return null;
  }
}

/** Null when the provider has none or fails, so a page still renders without it. */
export function getSectionContent(
  page: ContentPage,
  section: ContentSection,
  lang: Locale,
): Promise<ContentEntry | null> {
  return firstEntry(cachedContents, { page, section, lang });
}

/** Null hides the block, also for an entry without a title. Tests pass the provider itself as `read`. */
export async function getServicesIntro(
  lang: Locale,
  read: ContentReader = cachedContents,
): Promise<ContentEntry | null> {
  const entry = await firstEntry(read, { page: 'home', section: 'services-intro', lang });
  return entry?.title ? entry : null;
}

/** A page's hero from the provider, or its translated default when the provider is empty or fails. */
export async function getHeroContent(page: ContentPage, lang: Locale): Promise<{ title: string; description: string }> {
  const entry = await getSectionContent(page, 'hero', lang);
  if (entry?.title && entry.description) return { title: entry.title, description: entry.description };
  const t = await getTranslations({ locale: lang, namespace: 'pages' });
  return { title: t(`${page}.title`), description: t(`${page}.description`) };
}
