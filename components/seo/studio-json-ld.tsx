import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageSchedule } from '@/lib/provider/schedule';
import { localizedUrl } from '@/lib/seo';
import { jsonLdText, professionalServiceLd } from '@/lib/structured-data';

/**
 * The studio's ProfessionalService card (schema.org) for the home page of the page's language, with its office hours.
 */
export async function StudioJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.home' });
  const { officeHours } = await pageSchedule();
  const data = professionalServiceLd({
    locale,
    description: t('description'),
    homeUrl: localizedUrl(locale, '/'),
    officeHours,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
