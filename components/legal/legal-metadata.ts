import type { Metadata } from 'next';
import { normalizeLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { studio } from '@/lib/site';
import { legalHrefs, type LegalDocumentKey } from '@/lib/legal/vocabulary';
import { legalTranslator } from './legal-translator';

/** Title, description, canonical and hreflang alternates of a legal page, from its document in the back office. */
export async function legalMetadata(
  params: Promise<{ locale: string }>,
  document: LegalDocumentKey,
): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale);
  const { t } = await legalTranslator(locale, document);
  return pageMetadata({
    locale,
    href: legalHrefs[document],
    title: t(`${document}.title`),
    description: t(`${document}.description`, { brand: studio.brand }),
  });
}
