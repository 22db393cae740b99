import type { ReactNode } from 'react';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { studio } from '@/lib/site';
import { studioAddress } from '@/lib/studio-address';
import { LegalLayout } from './legal-layout';
import { mapLegalSection, outlineLegalSections } from './legal-outline';
import { legalRichTags } from './legal-rich-tags';
import { LegalSection } from './legal-section';
import { legalTranslator, type LegalMessageKey } from './legal-translator';
import { legalUpdatedKeys, type LegalDocumentKey, type LegalPlaceholder } from '@/lib/legal/vocabulary';

/**
 * One legal document (terms, notice, privacy, cookies) in the visitor's language, with the studio's own details. Its
 * texts are the studio's, from the back office (see legal-translator.ts).
 */
type Props = { locale: Locale; document: LegalDocumentKey; action?: ReactNode };

export async function LegalDocument({ locale, document, action }: Props) {
  const { t, texts } = await legalTranslator(locale, document);

  const updated = studio.legalUpdated[legalUpdatedKeys[document]];
  // Noon UTC is the same calendar day in Madrid whatever the season. Written as the booking pages and the mails write
  // dates (intlLocale: British English, '6 June 2025', not the American 'June 6, 2025').
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: studio.timeZone }).format(
    new Date(`${updated}T12:00:00Z`),
  );
  const placeholders: Record<LegalPlaceholder, string> = {
    brand: studio.brand,
    legalName: studio.legalName,
    taxId: studio.taxId,
    registry: studio.registry,
    address: studioAddress(locale),
    email: studio.email,
    privacyEmail: studio.privacyEmail,
    phone: studio.phone,
    date,
  };
  const values = { ...placeholders, ...legalRichTags({ locale, updated, newTabHint: t('common.opensInNewTab') }) };

  // The paths come from walking this document's own texts, so each names an existing message; the typed key union
  // cannot know that about a computed string.
  const render = (path: string): ReactNode => t.rich(path as LegalMessageKey, values);
  const sections = outlineLegalSections(document, texts.sections).map((section) => mapLegalSection(section, render));

  return (
    <LegalLayout
      eyebrow={t('common.eyebrow')}
      title={t(`${document}.title`)}
      description={t(`${document}.description`, { brand: studio.brand })}
      lastUpdated={t.rich('common.lastUpdated', values)}
      bindingLabel={t('common.bindingLabel')}
      bindingNote={t('common.bindingNote')}
      toc={{ label: t('common.onThisPage'), entries: sections.map(({ id, title }) => ({ id, title })) }}
      action={action}
    >
      {sections.map((section) => (
        <LegalSection key={section.key} section={section} />
      ))}
    </LegalLayout>
  );
}
