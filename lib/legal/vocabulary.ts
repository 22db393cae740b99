import type { AppPathname } from '@/lib/i18n/routing';
import type { studio } from '@/lib/site';

/**
 * What ties the legal texts (written in the back office, ICU messages) to the code: the renderer supplies every
 * placeholder and tag named here, and the back office refuses a text that uses any other (lib/legal/text-check.ts).
 */
export const legalDocuments = ['terms', 'notice', 'privacy', 'cookies'] as const;
export type LegalDocumentKey = (typeof legalDocuments)[number];

export const legalPlaceholders = [
  'brand',
  'legalName',
  'taxId',
  'registry',
  'address',
  'email',
  'privacyEmail',
  'phone',
  'date',
] as const;
export type LegalPlaceholder = (typeof legalPlaceholders)[number];

export const legalTags = [
  'strong',
  'code',
  'time',
  'mail',
  'privacyMail',
  'tel',
  'termsLink',
  'noticeLink',
  'privacyLink',
  'cookiesLink',
  'aepd',
  'chrome',
  'firefox',
  'safari',
  'edge',
] as const;
export type LegalTag = (typeof legalTags)[number];

export const legalHrefs = {
  terms: '/terms-and-conditions',
  notice: '/legal-notice',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
} as const satisfies Record<LegalDocumentKey, AppPathname>;

/** Which of the studio's last-updated dates each document shows. */
export const legalUpdatedKeys = {
  terms: 'terms',
  notice: 'legalNotice',
  privacy: 'privacy',
  cookies: 'cookies',
} as const satisfies Record<LegalDocumentKey, keyof typeof studio.legalUpdated>;
