import { LegalDocument } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => legalMetadata(params, 'notice');

export default async function LegalNoticePage({ params }: Props) {
  const locale = await pageLocale(params);
  return <LegalDocument locale={locale} document="notice" />;
}
