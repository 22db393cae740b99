import type { Locale } from '@/lib/i18n/locales';
import { legalDocumentMessages, type LegalDocumentMessages } from '@/lib/legal/tree';
import type { LegalDocumentKey } from '@/lib/legal/vocabulary';
import { legalPageTag } from '@/lib/provider/content-tags';
import { cachedCmsRead } from './cached';
import { cms } from '.';
import { readMode, type PreviewSession } from './preview';

/**
 * A legal document in one language, in the message tree's shape the legal pages render (lib/legal/tree.ts), read as
 * an anonymous visitor would (or as the editor previewing it: their latest draft); an empty translation falls back
 * to Spanish. The documents cannot be deleted (cms/collections/LegalPages/index.ts), and the first start imports them.
 */
export async function readLegalDocument(
  document: LegalDocumentKey,
  lang: Locale,
  editor: PreviewSession | null = null,
): Promise<LegalDocumentMessages> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'legal-pages',
    where: { document: { equals: document } },
    locale: lang,
    fallbackLocale: 'es',
    limit: 1,
    depth: 0,
    ...readMode(editor),
  });
  const [doc] = docs;
  if (!doc) throw new Error(`The back office has no legal document ${document}: was its import interrupted?`);
  return legalDocumentMessages(doc);
}

/**
 * The same through Next's data cache, tagged with the document and the language only (see cms/hooks/revalidate.ts);
 * an editor's preview reads uncached.
 */
export function cachedLegalDocument(document: LegalDocumentKey, lang: Locale): Promise<LegalDocumentMessages> {
  return cachedCmsRead(
    'legal-pages',
    lang,
    (editor) => readLegalDocument(document, lang, editor),
    [document],
    legalPageTag(document, lang),
  );
}
