/**
 * The legal pages' texts (terms, legal notice, privacy and cookie policies), as the studio writes them in the back
 * office. The provider's API has no call for them: they are this site's own documents, and the back office runs in
 * this process whichever provider answers the rest (PROVIDER_API_URL or the embedded one), so every provider reads
 * them here, through the data cache, like the architecture galleries.
 */
export { cachedLegalDocument as getLegalDocument } from './cms/legal-pages';
export type { LegalDocumentMessages } from '@/lib/legal/tree';
