import { legalSeed, legalSeedInLanguage } from '@/cms/seed/legal-pages';
import type { Locale } from '@/lib/i18n/locales';
import { legalDocumentMessages, type LegalDocumentMessages, type LegalPageDoc } from '@/lib/legal/tree';
import type { LegalDocumentKey } from '@/lib/legal/vocabulary';
import { legalPageTag } from '@/lib/provider/content-tags';
import { cachedCmsRead } from './cached';
import { cms } from '.';
import { readMode, type PreviewSession } from './preview';

/**
 * A legal document in one language, in the message tree's shape the legal pages render (lib/legal/tree.ts), read as
 * an anonymous visitor would (or as the editor previewing it: their latest draft); an empty translation falls back to the Spanish text. Without its document in the back
 * office (the owner deleted it) the page keeps the text it was first imported with rather than disappear: the
 * footer and every form's consent link to it.
 */
export async function readLegalDocument(document: LegalDocumentKey, lang: Locale, editor: PreviewSession | null = null): Promise<LegalDocumentMessages> {
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
  const [doc] = docs as unknown as LegalPageDoc[];
  if (doc) return legalDocumentMessages(doc);
  console.error(`[cms] legal page ${document} is missing; showing its imported text`);
  const imported = legalSeed.find((entry) => entry.document === document);
  if (!imported) throw new Error(`No legal document ${document}`);
  return legalDocumentMessages(legalSeedInLanguage(imported, lang));
}

/**
 * The same through Next's data cache, tagged with the document and the language only (see cms/hooks/revalidate.ts);
 * an editor's preview reads uncached.
 */
export function cachedLegalDocument(document: LegalDocumentKey, lang: Locale): Promise<LegalDocumentMessages> {
  return cachedCmsRead('legal-pages', lang, (editor) => readLegalDocument(document, lang, editor), [document], legalPageTag(document, lang));
}
