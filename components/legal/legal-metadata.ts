import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { normalizeLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { studio } from '@/lib/site';
import { legalHrefs, type LegalDocumentKey } from './legal-vocabulary';

/** Title, description, canonical and hreflang alternates of a legal page, from the legal messages. */
export async function legalMetadata(params: Promise<{ locale: string }>, document: LegalDocumentKey): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'legal' });
  return pageMetadata({
    locale,
    href: legalHrefs[document],
    title: t(`${document}.title`),
    description: t(`${document}.description`, { brand: studio.brand }),
  });
}
