import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { consentSentence } from './consent-label';
import type { LeadMagnetLabels } from './lead-magnet-form';

/** The lead-magnet form's texts, read on the server and handed to the client island as plain props. */
export async function leadMagnetLabels(locale: Locale): Promise<LeadMagnetLabels> {
  const t = await getTranslations({ locale, namespace: 'lead' });
  const errors = await getTranslations({ locale, namespace: 'errors' });
  return {
    email: t('emailLabel'),
    emailPlaceholder: t('emailPlaceholder'),
    terms: await consentSentence(locale),
    submit: t('submit'),
    submitting: t('submitting'),
    thanksTitle: t('thanksTitle'),
    emailed: t('emailed'),
    download: t('download'),
    failure: { title: errors('lead.title'), description: errors('lead.message') },
    validation: {
      emailInvalid: errors('validation.emailInvalid'),
      acceptTermsAndConditions: errors('validation.acceptTermsAndConditions'),
      textTooLong: errors('validation.textTooLong'),
    },
  };
}
