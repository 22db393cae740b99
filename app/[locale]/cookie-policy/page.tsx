import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { LegalDocument } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => legalMetadata(params, 'cookies');

export default async function CookiePolicyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'consent' });
  return (
    <LegalDocument
      locale={locale}
      document="cookies"
      action={<CookieSettingsButton className={buttonVariants({ variant: 'outline' })} label={t('settingsLink')} />}
    />
  );
}
